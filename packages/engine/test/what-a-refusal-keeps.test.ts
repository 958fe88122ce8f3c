// "Olvídate de la app, solo la página web": a refusal that names what it keeps asks for that.
import { analyze } from './propose';

const kinds = (text: string) =>
  analyze(text).analysis.requests.map((r) => [r.kind, r.services.join(',')] as const);

describe('what a refusal keeps', () => {
  it.each([
    'Hola, hablé con mi socio. Olvídate de la app, solo la página web.',
    'Kurzes Update nach der Vorstandssitzung: Die App streichen wir, nur die Website.',
    'Quick update from the board: forget the app, just the website.',
  ])('asks for the kept work in "%s"', (text) => {
    const found = kinds(text);
    expect(found).toContainEqual(['deliverable', 'website']);
    expect(found.some(([kind, services]) => kind === 'deliverable' && services.includes('mobile-app'))).toBe(
      false,
    );
  });
});
