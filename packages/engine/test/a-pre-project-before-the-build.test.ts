// "Wir suchen eine Agentur für ein Vorprojekt (Analyse und Konzept). Die Umsetzung wird später separat
// ausgeschrieben": the analysis is priced now; the site or app it prepares, and a build the client
// asks no quote for, are left out.
import { analyze, itemsOf, propose } from './propose';

const BRIEF = `Betreff: Offertanfrage Vorprojekt «Neue Website & Elternkommunikation»

Bevor wir etwas umsetzen, möchten wir zuerst sauber klären, was wir überhaupt brauchen. Wir suchen deshalb eine Agentur für ein Vorprojekt (Analyse und Konzept). Die Umsetzung wird später separat ausgeschrieben; bitte jetzt KEINE Offerte für Programmierung oder eine eigene App.

Das Vorprojekt soll umfassen:
– 3 Workshops mit je einer Gruppe (Schulleitungen/Verwaltung, Lehrpersonen, Elternrat), je ca. 2–3 Std.
– eine kurze Online-Umfrage bei den Eltern (ca. 400 Familien), Auswertung inkl.

Während der Sportferien (30.1.–14.2.2027) und der Frühlingsferien (10.4.–25.4.2027) finden keine Workshops statt.`;

describe('a pre-project before the build', () => {
  it('prices the workshops and the survey, not the website or the app', () => {
    const items = itemsOf(propose(BRIEF).generated).join(' | ');
    expect(items).toMatch(/Workshops/u);
    expect(items).not.toMatch(/Website|App/u);
  });

  it('reads the refused quote for an app of their own as an exclusion', () => {
    const app = analyze(BRIEF).analysis.requests.find((r) => r.services.includes('mobile-app'));
    expect(app?.kind).toBe('exclusion');
  });

  it('keeps the holidays without workshops as a condition, not a refusal of the workshops', () => {
    const kinds = analyze(BRIEF)
      .analysis.requests.filter((r) => r.services.includes('workshop'))
      .map((r) => r.kind);
    expect(kinds).toContain('deliverable');
    expect(kinds).not.toContain('exclusion');
  });
});
