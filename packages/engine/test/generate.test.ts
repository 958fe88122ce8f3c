import { responseChecker, schemas } from '@proposals/contracts';
import { generateProposal } from '../src/generate';
import { formatMoney } from '../src/generate/money';
import type { GenerateInput } from '../src/types';
import { BRIEFS, brandingEur, mobileEs, seoRetainerEur, webUsd } from './proposal-briefs';

const checkGeneration = responseChecker(schemas.generationResult);
const dayOf = (date: string) => Math.floor(Date.parse(date) / 86_400_000);
const HEADINGS: Record<string, string[]> = {
  en: [
    'Executive summary',
    'Understanding your needs',
    'Scope and deliverables',
    'Our approach',
    'Timeline',
    'Investment',
    'Assumptions',
    'Next steps',
  ],
  fr: [
    'Synthèse',
    'Compréhension de vos besoins',
    'Périmètre et livrables',
    'Notre approche',
    'Calendrier',
    'Investissement',
    'Hypothèses',
    'Prochaines étapes',
  ],
  de: [
    'Zusammenfassung',
    'Ihre Anforderungen und Ziele',
    'Leistungsumfang',
    'Unser Vorgehen',
    'Zeitplan',
    'Investition',
    'Annahmen',
    'Nächste Schritte',
  ],
  es: [
    'Resumen ejecutivo',
    'Comprensión de sus necesidades',
    'Alcance y entregables',
    'Nuestro enfoque',
    'Cronograma',
    'Inversión',
    'Supuestos',
    'Próximos pasos',
  ],
};

describe.each(Object.entries(BRIEFS))('generateProposal: %s', (_name, input) => {
  const result = generateProposal(input);

  it('validates against the generationResult schema', () => {
    expect(checkGeneration(result)).toEqual([]);
  });

  it('prices lines that add up exactly to the mid total, with low ≤ mid ≤ high', () => {
    for (const line of [...result.pricingBreakdown, ...result.pricingOptions]) {
      expect(line.total).toBe(Math.round(line.hours * line.rate));
      expect(line.hours * 2).toBe(Math.round(line.hours * 2));
    }
    expect(result.pricingBreakdown.reduce((sum, line) => sum + line.total, 0)).toBe(result.totalPriceMid);
    expect(result.totalPriceLow).toBeLessThanOrEqual(result.totalPriceMid);
    expect(result.totalPriceMid).toBeLessThanOrEqual(result.totalPriceHigh);
  });

  it('schedules sequential milestones that sum to the duration, starting on or after creation', () => {
    expect(result.timelineMilestones.reduce((sum, m) => sum + m.durationDays, 0)).toBe(
      result.estimatedDurationDays,
    );
    expect(dayOf(result.proposedStartDate)).toBeGreaterThan(dayOf(input.createdAt));
  });

  it("writes every section in the brief's language, with the exact formatted totals", () => {
    const language = input.analysis.language;
    const headings = result.markdown.split('\n').filter((line) => line.startsWith('## '));
    expect(headings.slice(0, 6)).toEqual(HEADINGS[language]?.slice(0, 6).map((h) => `## ${h}`));
    for (const heading of HEADINGS[language] ?? []) expect(result.markdown).toContain(`## ${heading}\n`);
    const money = (cents: number) => formatMoney(cents, result.currency, language as 'en');
    expect(result.markdown).toContain(`**${money(result.totalPriceMid)}**`);
    expect(result.markdown).toContain(money(result.totalPriceLow));
    expect(result.markdown).toContain(money(result.totalPriceHigh));
    for (const line of result.pricingBreakdown) expect(result.markdown).toContain(`| ${line.item} |`);
    for (const m of result.timelineMilestones)
      expect(result.markdown).toContain(`| ${m.name} | ${m.durationDays} |`);
  });

  it('is byte-identical for the same input', () => {
    expect(JSON.stringify(generateProposal(structuredClone(input)))).toBe(JSON.stringify(result));
  });
});

describe('generateProposal specifics', () => {
  it('formats money in each locale', () => {
    expect(formatMoney(1250000, 'USD', 'en')).toBe('$12,500.00');
    expect(formatMoney(1250000, 'EUR', 'fr')).toBe('12 500,00 €');
    expect(formatMoney(1250000, 'EUR', 'de')).toBe('12.500,00 €');
    expect(formatMoney(1250050, 'CHF', 'en')).toBe('CHF 12,500.50');
  });

  it('uses the budget currency, else the template currency, else USD', () => {
    expect(generateProposal(brandingEur).currency).toBe('EUR');
    expect(generateProposal(mobileEs).currency).toBe('USD');
    const template = { name: 'UK', sections: [], defaultRates: {}, currency: 'GBP' };
    expect(generateProposal({ ...mobileEs, template }).currency).toBe('GBP');
  });

  it('keeps the mid price within a ceiling by moving options out and says so', () => {
    const tight: GenerateInput = {
      ...brandingEur,
      analysis: { ...brandingEur.analysis, budget: { ...brandingEur.analysis.budget!, max: 500000 } },
    };
    const result = generateProposal(tight);
    const full = generateProposal(brandingEur);
    expect(full.totalPriceMid).toBeGreaterThan(500000);
    expect(result.totalPriceMid).toBeLessThanOrEqual(500000);
    expect(result.pricingOptions.length).toBeGreaterThan(0);
    expect(result.markdown).toContain(`coûterait ${formatMoney(full.totalPriceMid, 'EUR', 'fr')}`);
    expect(result.markdown).toContain('## Options');
  });

  it('prices a monthly retainer for its months, within the total budget', () => {
    const result = generateProposal(seoRetainerEur);
    expect(result.pricingModel).toBe('retainer');
    expect(result.totalPriceMid).toBeLessThanOrEqual(1500000);
    expect(result.markdown).toContain('6 Monate');
  });

  it('meets a tight deadline by compressing and cutting scope, and says so', () => {
    const input: GenerateInput = {
      ...webUsd,
      analysis: { ...webUsd.analysis, budget: null, deadline: '2025-03-21' },
    };
    const result = generateProposal(input);
    expect(dayOf(result.proposedStartDate) + result.estimatedDurationDays).toBeLessThanOrEqual(
      dayOf('2025-03-21'),
    );
    expect(result.markdown).toContain('beyond your deadline of 2025-03-21');
    expect(result.markdown).toContain('This meets your deadline of 2025-03-21.');
  });

  it("starts on the client's start date, else the first Monday a week after creation", () => {
    expect(generateProposal(mobileEs).proposedStartDate).toBe('2025-03-10');
    const later = { ...mobileEs, analysis: { ...mobileEs.analysis, startDate: '2025-04-02' } };
    expect(generateProposal(later).proposedStartDate).toBe('2025-04-02');
  });

  it("follows a template's section order and titles, with guidance for sections it cannot fill, and its rates", () => {
    const template = {
      name: 'House style',
      currency: 'USD',
      defaultRates: { development: 20000, 'project management': 9000 },
      sections: [
        { title: 'About us', guidance: 'Brightside has shipped 120 websites since 2012.' },
        { title: 'Pricing' },
        { title: 'Project overview' },
        { title: 'Schedule' },
      ],
    };
    const result = generateProposal({ ...mobileEs, template });
    const headings = result.markdown.split('\n').filter((line) => line.startsWith('## '));
    expect(headings.slice(0, 4)).toEqual(['## About us', '## Pricing', '## Project overview', '## Schedule']);
    expect(result.markdown).toContain('## About us\n\nBrightside has shipped 120 websites since 2012.');
    expect(result.pricingBreakdown.find((line) => line.item === 'Gestión del proyecto')?.rate).toBe(9000);
    expect(result.pricingBreakdown.some((line) => line.rate === 20000)).toBe(true);
  });
});
