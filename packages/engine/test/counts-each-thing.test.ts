// A count made for each of several things multiplies: one video for each of five walks is five
// videos, fourteen leaflets of six hundred words are 8,400 words. And what a brief asks to have
// translated already exists: the translating is the work, the things are its object.
import { analyze, propose } from './propose';

const CREATED = '2026-10-01T09:00:00.000Z';

const firstDeliverable = (text: string) =>
  analyze(text, CREATED).analysis.requests.find((r) => r.kind === 'deliverable');

describe('a count made for each of several things', () => {
  it.each([
    ['- One hero video for each of our 5 guided walks, 60-90 sec each.', 'video-production', 5],
    ['- une vidéo pour chacune de nos 4 boutiques', 'video-production', 4],
    ['Wir brauchen zwei Produktfotos für jedes der 12 Modelle.', 'product-photos', 24],
  ])('%s', (text, service, quantity) => {
    const row = firstDeliverable(text);
    expect(row?.services[0]).toBe(service);
    expect(row?.quantity).toBe(quantity);
  });

  it('counts the words of each counted document', () => {
    const row = firstDeliverable(
      'We need 14 patient leaflets (approx 600 words each) translated into Arabic.',
    );
    expect(row).toMatchObject({ quantity: 8400, unit: 'word' });
    expect(firstDeliverable('5 Artikel mit je 800 Wörtern übersetzen, bitte.')).toMatchObject({
      quantity: 4000,
      unit: 'word',
    });
  });
});

describe('what is translated exists', () => {
  it('prices the translation of counted leaflets, not their design', () => {
    const { generated } = propose(
      'Hi, need 14 patient info leaflets (approx 600 words each) translated EN>AR for our clinics. AED 6k max.',
      CREATED,
    );
    const lines = generated.pricingBreakdown;
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ quantity: 8400, unit: 'word' });
    expect(generated.markdown).toMatch(/translation/i);
    expect(generated.markdown).not.toMatch(/brochure/i);
  });
});

describe('a list item after a sentence about the same work', () => {
  const text = [
    "Kurz zu uns: ich übernehm heuer den Betrieb von meinen Eltern. Die Etiketten schauen seit 1998 gleich aus (mit dem Weinkeller-Holzschnitt, wenn Sie's kennen) und ich möcht einen neuen Auftritt, der trotzdem nicht hipster ist, weil unsere Stammkunden beim Heurigen sind eher 60+.",
    '',
    'Was ich bräucht:',
    '- neues Logo bzw. Wortmarke',
    '- Etiketten für 9 Weine, aufgeteilt in 3 Linien: Klassik (5 Weine), Ried (3 Weine) und der Orange (1)',
  ].join('\n');

  it('keeps its own count: the sentence was about the client, the item is the request', () => {
    const labels = analyze(text, CREATED).analysis.requests.filter((r) => r.services[0] === 'label-design');
    expect(labels.map((r) => r.quantity)).toContain(9);
  });

  it('prices the count the item gives, not the usual quantity', () => {
    const line = propose(text, CREATED).generated.pricingBreakdown.find((l) => /Etikett/i.test(l.item));
    expect(line?.quantity).toBe(9);
  });
});

describe('one said with how often', () => {
  it('is a count: "une par semaine" is five a month, not a default batch a week', () => {
    const posts = (text: string) =>
      propose(text, CREATED).generated.pricingBreakdown.find((l) => /publications/i.test(l.item));
    expect(
      posts(
        'Ce que je voudrais :\n- des publications régulières sur nos fiches Google, une par semaine\n\nUn suivi sur 12 mois.',
      )?.quantity,
    ).toBe(5 * 12);
  });
});

describe('how often, said later in the sentence', () => {
  it('counts nothing the number does not count ("train the 9 of us, hold weekly check-ins")', () => {
    const rows = analyze(
      'For the pilot we would like you to build a prompt library / templates, train the 9 of us, hold weekly check-ins, and give us a short evaluation report.',
      CREATED,
    ).analysis.requests;
    expect(rows.some((r) => r.quantity === 9 && r.per === 'week')).toBe(false);
  });
});
