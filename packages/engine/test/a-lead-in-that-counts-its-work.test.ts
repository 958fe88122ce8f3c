// "We'd like three videos:" over three items: each item is one video, named by its subject, and the
// line counts all three. What an item says of itself (someone talking, a view) asks for no work of
// its own, and the lead-in or an earlier "some video" is not a fourth. A refusal's own reason
// ("No drone, the neighbours have complained about drones") and a request for the proposal itself
// ("send a proposal with the pricing per video") are no work either.
import { propose } from './propose';

const TODAY = '2026-11-25T10:00:00.000Z';
const videos = [
  "We're a family winery reopening our cellar door and want some proper video to go with it.",
  '',
  "We'd like three videos:",
  '- a brand film, around 90 sec, for the home page. Vineyard, the family, the new cellar door',
  '- "Meet the maker", 2-3 min with our winemaker talking through the estate',
  '- a 30 sec piece for socials about the restaurant (food, the fire pit, the view)',
  '',
  'No drone, the neighbours have complained about drones before. Could you send a proposal with the pricing broken out per video?',
].join('\n');

describe('a lead-in that counts its work', () => {
  it('prices each item as one of the work the lead-in counts, and nothing else', () => {
    const { analysis, generated } = propose(videos, TODAY);
    const asked = analysis.requests.filter((r) => r.kind === 'deliverable');
    expect(asked.map((r) => [r.services, r.quantity])).toEqual([
      [['video-production'], 1],
      [['video-production'], 1],
      [['video-production'], 1],
    ]);
    const film = generated.pricingBreakdown.find((l) => l.basis?.startsWith('a brand film'));
    expect(film?.quantity).toBe(3);
    expect(generated.pricingBreakdown.some((l) => /drone|voice/i.test(l.item))).toBe(false);
  });

  it('reads a count in German and Spanish, and a lead-in that only says it in passing', () => {
    const german = propose(
      [
        'Unser Kollegium (ca. 65 Lehrkräfte) soll nächstes Jahr drei schulinterne Fortbildungen bekommen:',
        '1. Datenschutz im Schulalltag, ein Nachmittag',
        '2. Sicherer Umgang mit iPads, praktisch, mit Geräten',
        '3. KI im Unterricht, ein halber Tag',
      ].join('\n'),
      TODAY,
    );
    expect(german.generated.pricingBreakdown.find((l) => l.unit === 'session')?.quantity).toBe(3);
    const spanish = propose(
      [
        'Necesitamos dos sesiones de fotos:',
        '- en las fincas, con los socios cosechando y el secado',
        '- en el almacén, nuestras cuatro presentaciones de café',
      ].join('\n'),
      TODAY,
    );
    expect(spanish.generated.pricingBreakdown.find((l) => l.unit === 'day')?.quantity).toBe(2);
  });

  it('leaves a list that is not as long as the count alone', () => {
    const { analysis } = propose(
      [
        'Le Domaine des Trois Lacs cherche une agence pour reprendre ses réseaux sociaux :',
        '• stratégie éditoriale Instagram et LinkedIn',
        '• 3 publications et 5 stories par semaine',
        '• gestion de la communauté en français et en anglais',
        '• tournage de Reels sur place une fois par mois',
      ].join('\n'),
      TODAY,
    );
    expect(
      analysis.requests.filter((r) => r.kind === 'deliverable' && r.quantity === 1 && r.unit === 'video'),
    ).toEqual([]);
  });

  it('adds a piece named in a newer message to the counted list, and reads "Bitte Angebot …" as no work', () => {
    const { generated } = propose(
      [
        'anbei die Anfrage von Herrn Maier, dazu: wir brauchen zusätzlich ein Dashboard für die Instandhaltung.',
        '',
        '---------- Weitergeleitete Nachricht ----------',
        'Wir möchten unsere Excel-Auswertungen ablösen. Gewünscht sind 3 Dashboards:',
        '- Auftragseingang und Umsatz',
        '- Ausschuss und Nacharbeit',
        '- Liefertreue',
        '',
        'Bitte Angebot mit Aufwandsschätzung je Dashboard sowie Tagessatz.',
      ].join('\n'),
      TODAY,
    );
    expect(generated.pricingBreakdown.find((l) => l.unit === 'dashboard')?.quantity).toBe(4);
  });
});
