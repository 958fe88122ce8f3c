import { MONEY_MAX_CENTS, responseChecker, schemas } from '@proposals/contracts';
import fc from 'fast-check';
import { generateProposal } from '../src/generate';
import { scoreProposal } from '../src/score';
import type { AnalysisResult, GenerateInput } from '../src/types';
import { padProse, removeSection, sectionCount, stripPrices } from './degrade';
import { CREATED_AT } from './proposal-briefs';

const DAY = 86_400_000;
const dayOf = (date: string) => Math.floor(Date.parse(date) / DAY);
const dateAfterCreation = (days: number) =>
  new Date(Date.parse(CREATED_AT) + days * DAY).toISOString().slice(0, 10);
const checkGeneration = responseChecker(schemas.generationResult);

const PHRASES = [
  'website',
  'logo',
  'brand guidelines',
  'mobile app',
  'online shop',
  'SEO audit',
  'blog articles',
  'social media management',
  'explainer video',
  'product photography',
  'data dashboard',
  'site web',
  'charte graphique',
  'Webseite',
  'aplicación móvil',
  'migration of the legacy intranet',
  'chatbot',
  'newsletter',
  'trade show booth',
  'translation into German',
];
const CATEGORIES = [
  'web',
  'branding',
  'mobile',
  'seo',
  'social',
  'marketing',
  'consulting',
  'video',
  'other',
] as const;
const BUDGET_FLOOR = 1_500_000;
const DEADLINE_FLOOR_DAYS = 21;
const SMALLEST_BUDGET_SHARE = 0.15;

const briefs = fc
  .record({
    language: fc.constantFrom('en', 'fr', 'de', 'es', 'it'),
    category: fc.constantFrom(...CATEGORIES),
    deliverables: fc.uniqueArray(fc.constantFrom(...PHRASES), { minLength: 0, maxLength: 6 }),
    complexity: fc.constantFrom('low', 'medium', 'high' as const),
    budget: fc.option(
      fc.record({
        max: fc.integer({ min: BUDGET_FLOOR, max: 40_000_000 }),
        currency: fc.constantFrom('USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF', 'SEK'),
        kind: fc.constantFrom('fixed', 'range', 'ceiling', 'approximate', 'monthly' as const),
        months: fc.option(fc.integer({ min: 1, max: 12 }), { nil: undefined }),
      }),
      { nil: null },
    ),
    deadlineDays: fc.option(fc.integer({ min: DEADLINE_FLOOR_DAYS, max: 400 }), { nil: null }),
    client: fc.option(fc.constantFrom('Acme Corp', 'Maison Lavande', 'Müller GmbH'), { nil: null }),
    openQuestions: fc.array(fc.constantFrom('What is the budget?', 'Who hosts the site?'), { maxLength: 2 }),
  })
  .map(({ budget, deadlineDays, client, category, ...rest }): GenerateInput => {
    const analysis: AnalysisResult = {
      ...rest,
      primaryCategory: category,
      categories: [{ name: category, confidence: 0.8 }],
      requirements: ['Responsive on phones'],
      budget: budget && {
        min: budget.kind === 'range' ? Math.round(budget.max / 2) : 0,
        max: budget.max,
        currency: budget.currency,
        kind: budget.kind,
        ...(budget.kind === 'monthly' && budget.months ? { months: budget.months } : {}),
        text: 'the budget',
      },
      deadline: deadlineDays === null ? null : dateAfterCreation(deadlineDays),
      deadlineText: deadlineDays === null ? null : 'the deadline',
      startDate: null,
      startDateText: null,
      client: { name: client, industry: client ? 'retail' : null },
    };
    return {
      title: 'A project',
      analysis,
      scope: { inScope: [], outOfScope: [], assumptions: [] },
      createdAt: CREATED_AT,
    };
  });

describe('generation properties', () => {
  it('valid, consistent sums, low ≤ mid ≤ high, byte-identical, within budget and deadline', () => {
    fc.assert(
      fc.property(briefs, (input) => {
        const result = generateProposal(input);
        expect(checkGeneration(result)).toEqual([]);
        expect(result.pricingBreakdown.reduce((sum, line) => sum + line.total, 0)).toBe(result.totalPriceMid);
        expect(result.totalPriceLow).toBeLessThanOrEqual(result.totalPriceMid);
        expect(result.totalPriceMid).toBeLessThanOrEqual(result.totalPriceHigh);
        expect(JSON.stringify(generateProposal(structuredClone(input)))).toBe(JSON.stringify(result));
        const { budget, deadline } = input.analysis;
        if (budget) {
          // Any budget of at least a small share of the full estimate is met, else the document says why.
          const unbounded = {
            ...input,
            analysis: { ...input.analysis, deadline: null, budget: { ...budget, max: MONEY_MAX_CENTS } },
          };
          const full = generateProposal(unbounded).totalPriceMid;
          if (budget.max >= full * SMALLEST_BUDGET_SHARE)
            expect(result.totalPriceMid).toBeLessThanOrEqual(budget.max);
          else
            expect(result.totalPriceMid <= budget.max || /Phase 1|Fase 1/.test(result.markdown)).toBe(true);
        }
        // A monthly retainer runs for its months whatever the deadline; the document says so.
        if (deadline && budget?.kind !== 'monthly')
          expect(dayOf(result.proposedStartDate) + result.estimatedDurationDays).toBeLessThanOrEqual(
            dayOf(deadline),
          );
      }),
      { numRuns: 300, seed: 20250303 },
    );
  });
});

describe('scoring properties', () => {
  it('every degradation of a generated proposal scores strictly lower', () => {
    fc.assert(
      fc.property(briefs, fc.nat(), (input, pick) => {
        const { markdown } = generateProposal(input);
        const score = (md: string) => scoreProposal({ markdown: md, analysis: input.analysis }).overall;
        const original = score(markdown);
        expect(score(removeSection(markdown, pick % sectionCount(markdown)))).toBeLessThan(original);
        expect(score(stripPrices(markdown))).toBeLessThan(original);
        expect(score(padProse(markdown))).toBeLessThan(original);
      }),
      { numRuns: 200, seed: 20250304 },
    );
  });
});
