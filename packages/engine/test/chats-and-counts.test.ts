// A chat export's stamps and speakers are not the brief's words, and a count of things followed by
// a count made for each of them, on the lines after a request, is that request's quantity.
import { readBrief } from '../src/brief';
import { analyze } from './propose';

const CREATED = '2026-10-06T09:00:00.000Z';

describe('a brief sent as a chat', () => {
  const chat = [
    '[6/10/26, 9:02 am] Jess – Kiln & Tide: need new product photos for the website',
    '[6/10/26, 9:04 am] Jess – Kiln & Tide: it’s 40 pieces in the new collection — mugs, bowls, vases',
    '[6/10/26, 9:04 am] Jess – Kiln & Tide: 4 angles each on white',
    '[6/10/26, 9:12 am] Jess – Kiln & Tide: budget wise could do 3.5k tops',
  ].join('\n');
  const { analysis } = analyze(chat, CREATED);

  it('reads the messages without their stamps', () => {
    const { lines } = readBrief({ text: chat, title: '', createdAt: CREATED });
    expect(lines.map((l) => l.text)).toContain('4 angles each on white');
  });

  it('multiplies the things by the count made for each', () => {
    const photos = analysis.requests.find((r) => r.services.includes('product-photos'));
    expect(photos).toMatchObject({ quantity: 160, unit: 'photo' });
  });
});

describe('work counted per period is asked for, even without request words', () => {
  const deliverables = (text: string) =>
    analyze(text, CREATED)
      .analysis.requests.filter((r) => r.kind === 'deliverable')
      .map((r) => ({ text: r.text, services: r.services, quantity: r.quantity, per: r.per }));

  it('reads a chat line that only counts the work', () => {
    const found = deliverables(
      [
        '[14/11/26, 21:03] Caro: Holaa! Soy Caro de Tramas, la marca de ropa de Palermo',
        '[14/11/26, 21:05] Caro: Serían 8 reels por mes tipo UGC con chicas probándose la ropa',
        '[14/11/26, 21:06] Caro: Así si en temporada alta pedimos más reels lo ajustamos',
      ].join('\n'),
    );
    expect(found).toEqual([
      expect.objectContaining({ services: ['short-clips'], quantity: 8, per: 'month' }),
    ]);
  });

  it('takes the clauses from the work to its count, not the asides', () => {
    const found = deliverables(
      'So I want somebody to do the local SEO. Some blog content, maybe two, three posts a month, I dunno, you tell me.',
    );
    expect(found.flatMap((r) => r.services)).toContain('blog-articles');
    expect(found.map((r) => r.text).join(' ')).not.toMatch(/dunno|tell me/);
  });

  it('not what the client does today or says it cannot take', () => {
    expect(deliverables('We currently publish 4 blog posts a month ourselves.')).toEqual([]);
    expect(deliverables('Jana, 6 Artikel im Monat schaffen wir ja nicht mal freizugeben.')).toEqual([]);
  });
});
