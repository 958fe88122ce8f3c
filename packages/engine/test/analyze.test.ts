import { schemas } from '@proposals/contracts';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { analyzeBrief } from '../src/analyze';
import { loadFixtures } from '../src/eval/fixtures';

const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
addFormats(ajv, ['date']);
const validAnalysis = ajv.compile(schemas.analysisResult);
const validScope = ajv.compile(schemas.scopeResult);

const analyze = (text: string, createdAt = '2026-03-10T09:00:00Z') =>
  analyzeBrief({ text, title: '', createdAt });

describe('analyzeBrief', () => {
  const fixtures = loadFixtures();

  it.each(fixtures.map((f) => [f.id, f] as const))('%s validates against the contracts', (_id, fixture) => {
    const { analysis, scope } = analyzeBrief(fixture);
    expect(validAnalysis(analysis) ? [] : validAnalysis.errors).toEqual([]);
    expect(validScope(scope) ? [] : validScope.errors).toEqual([]);
    // Stated deliverables need not be in the catalogue, but each is one short, trimmed phrase.
    for (const deliverable of analysis.deliverables) {
      expect(deliverable).toBe(deliverable.trim());
      expect(deliverable.split(/\s+/).length).toBeLessThanOrEqual(8);
    }
  });

  it('gives byte-identical output for the same input', () => {
    for (const fixture of fixtures) {
      expect(JSON.stringify(analyzeBrief({ ...fixture }))).toBe(JSON.stringify(analyzeBrief({ ...fixture })));
    }
  });

  it('never throws and always validates, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.string({ maxLength: 40 }), (text, title) => {
        const { analysis, scope } = analyzeBrief({ text, title, createdAt: '2026-01-01T00:00:00Z' });
        return validAnalysis(analysis) && validScope(scope);
      }),
      { numRuns: 300 },
    );
  });

  it('lets a linked client record win over the brief', () => {
    const { analysis } = analyzeBrief({
      text: 'Northwind Coffee is a roaster. We need a website.',
      title: '',
      createdAt: '2026-01-01T00:00:00Z',
      client: { name: 'Sarah', company: 'Acme Ltd' },
    });
    expect(analysis.client.name).toBe('Acme Ltd');
    expect(
      analyzeBrief({ text: 'Northwind Coffee is a roaster.', title: '', createdAt: '2026-01-01T00:00:00Z' })
        .analysis.client,
    ).toEqual({ name: 'Northwind Coffee', industry: 'Food & beverage' });
  });

  it('moves what the brief excludes out of scope', () => {
    const { analysis, scope } = analyze('We need a new website. We already have a logo, and no app needed.');
    expect(analysis.deliverables).toEqual(['website']);
    expect(scope.outOfScope.join(' ')).toMatch(/already have a logo/);
  });

  it('detects the language of one-line briefs', () => {
    expect(analyze('Refonte du site vitrine de notre restaurant.').analysis.language).toBe('fr');
    expect(analyze('Wir suchen eine Agentur für unseren Onlineshop.').analysis.language).toBe('de');
    expect(analyze('Necesitamos una tienda online para nuestra marca.').analysis.language).toBe('es');
    expect(analyze('Need a logo for my bakery.').analysis.language).toBe('en');
  });
});
