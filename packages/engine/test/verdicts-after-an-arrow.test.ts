// A list that gives each item its verdict after an arrow ("Blog --> tampoco", "Facebook → macht
// weiter meine Schwester", "-> bitte anbieten") is read by the verdict; a postscript that drops an
// item by its name drops that item and no other; a refusal after the work ("Drone – forget it")
// refuses it whatever date follows; a tax-inclusive budget is named with its tax.
import { propose } from './propose';

const kinds = (text: string) =>
  propose(text).analysis.requests.map((r) => `${r.kind}: ${r.services.join(',')}`);

describe('verdicts after an arrow', () => {
  it('reads each item by its verdict, in Spanish and German', () => {
    const spanish = propose(
      [
        'Os paso la lista de lo que hay y de quién lo hace:',
        '1. Diseño y programación de la web (unas 10 páginas) --> vosotros.',
        '2. Blog --> tampoco, no lo vamos a mantener y queda peor un blog abandonado.',
        '3. Versión en catalán --> la traduce Pilar, nuestra administrativa.',
        '4. Tienda online --> no hace falta.',
      ].join('\n'),
    ).analysis.requests;
    expect(spanish.find((r) => r.services.includes('website'))?.kind).toBe('deliverable');
    expect(spanish.filter((r) => r.services.includes('blog')).map((r) => r.kind)).toEqual(
      expect.arrayContaining(['exclusion']),
    );
    expect(spanish.some((r) => r.services.includes('blog') && r.kind === 'deliverable')).toBe(false);
    expect(spanish.find((r) => /catalán/u.test(r.text))?.kind).toBe('client');
    const german = kinds(
      [
        'Was Sie anbieten sollen und was nicht:',
        '- Homepage, ca. 6 Seiten -> bitte anbieten',
        '- Facebook → macht weiter meine Schwester',
        '- Newsletter → nein danke',
      ].join('\n'),
    );
    expect(german).toContain('deliverable: website');
    expect(german).toContain('exclusion: newsletter');
    expect(german.some((k) => k.startsWith('deliverable: ') && k !== 'deliverable: website')).toBe(false);
  });

  it('drops the item a postscript names, and keeps its sibling', () => {
    const { analysis, markdown } = propose(
      [
        'Damit Sie wissen, was Sie anbieten sollen:',
        '- Website mit 10 Seiten -> bitte anbieten',
        '- Niederländische Version (ca. 4.000 Wörter) -> bitte anbieten, inkl. Übersetzung',
        '- Englische Version (ca. 4.000 Wörter) -> bitte anbieten',
        '',
        'Budget: maximal 16.000 € brutto.',
        '',
        'Heike Brandt, Landgasthof Linde, 57392 Schmallenberg, Tel. +49 2977 558 12',
        '',
        'PS: Mein Mann meint gerade, die englische Version sollen wir weglassen. Niederländisch bleibt.',
      ].join('\n'),
    );
    const version = (name: RegExp) => analysis.requests.find((r) => name.test(r.text) && r.ref === null);
    expect(version(/^Englische Version/u)?.kind).toBe('exclusion');
    expect(version(/^Niederländische Version/u)?.kind).toBe('deliverable');
    expect(markdown).not.toContain('Mein Mann');
    expect(markdown).toMatch(/16\.000\s€ inkl\. MwSt\./u);
  });

  it('refuses work dismissed after its name, whatever date the sentence goes on to', () => {
    const { analysis } = propose(
      [
        'Changes after the meeting:',
        '- Rooms: only the 9 existing rooms get shot now.',
        '- Drone – forget it, Jaco is doing it with his Mavic over the December holidays.',
      ].join('\n'),
    );
    expect(analysis.requests.find((r) => r.services.includes('drone-footage'))?.kind).toBe('exclusion');
  });
});
