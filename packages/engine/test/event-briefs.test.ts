// An event brief as a family business writes it: the day of the party ("am Samstag, 12. Juni 2027
// mit einem großen Hoffest feiern") is what the work ends at; a labelled item whose entries are the
// label's own work is one request; what the client's own people do is not priced.
import { analyze, propose } from './propose';

const CREATED = '2026-11-24T09:00:00.000Z';
const brief = [
  'unser Familienweingut feiert 2027 seinen 100. Geburtstag, und das wollen wir am Samstag, 12. Juni 2027 mit einem großen Hoffest feiern. Wir rechnen mit ca. 650 Gästen.',
  '',
  'Wir suchen eine Eventagentur, die das Fest mit uns plant:',
  '- Gesamtkonzept und Ablaufplan',
  '- Einladungsmanagement: Einladungen (Print + digital), Anmeldungen, Gästeliste',
  '- Koordination der Dienstleister: Zelt, Catering, Band, Technik',
  '',
  'Das Catering macht der Buschenschank unseres Nachbarn. Davon sehen wir für die Agenturleistung maximal 12.000 € netto vor.',
].join('\n');

describe('a party’s brief', () => {
  it('dates the party, a compound "Hoffest", as what the work is for', () => {
    const { analysis } = analyze(brief, CREATED);
    expect(analysis.keyDates?.map((k) => [k.kind, k.from])).toContainEqual(['event', '2027-06-12']);
    expect(analysis.deadline).toBe('2027-06-12');
  });

  it('manages the invitations once, and prices no catering the neighbour does', () => {
    const { analysis } = propose(brief, CREATED);
    const rows = analysis.requests?.filter((r) => r.kind === 'deliverable') ?? [];
    expect(rows.filter((r) => r.services.includes('guest-management'))).toHaveLength(1);
    expect(rows.some((r) => r.services.includes('catering'))).toBe(false);
  });
});
