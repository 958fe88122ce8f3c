// What each pipeline stage produces (DESIGN §3 "The pipeline's results"). The rules engine, the
// LLM provider's validation and the proposal detail form all read these.
import { BUDGET_KINDS, CATEGORIES, COMPLEXITIES, PRICING_MODELS } from '../enums';
import { MONEY_MAX_CENTS } from '../limits';

const strings = { type: 'array', items: { type: 'string' } } as const;
const currency = { type: 'string', pattern: '^[A-Z]{3}$' } as const;
const cents = { type: 'integer', minimum: 0, maximum: MONEY_MAX_CENTS } as const;
const date = { type: 'string', format: 'date' } as const;
const nullableDate = { type: ['string', 'null'], format: 'date' } as const;
const nullableString = { type: ['string', 'null'] } as const;

const closed = <const P extends Record<string, object>, const R extends readonly (keyof P & string)[]>(
  properties: P,
  required: R,
) => ({ type: 'object', properties, required, additionalProperties: false }) as const;

export const budget = closed(
  {
    min: cents,
    max: cents,
    currency,
    kind: { type: 'string', enum: BUDGET_KINDS },
    /** Number of months of a monthly budget, when the brief states it; `max` is then the total. */
    months: { type: 'integer', minimum: 1, maximum: 120 },
    /** The phrase the budget was read from. */
    text: { type: 'string' },
  },
  ['min', 'max', 'currency', 'kind', 'text'],
);

export const analysisResult = closed(
  {
    language: { type: 'string', pattern: '^[a-z]{2}$' },
    primaryCategory: { type: 'string', enum: CATEGORIES },
    categories: {
      type: 'array',
      items: closed(
        {
          name: { type: 'string', enum: CATEGORIES },
          confidence: { type: 'number', minimum: 0, maximum: 1 },
        },
        ['name', 'confidence'],
      ),
    },
    deliverables: strings,
    requirements: strings,
    budget: { anyOf: [budget, { type: 'null' }] },
    deadline: nullableDate,
    deadlineText: nullableString,
    startDate: nullableDate,
    startDateText: nullableString,
    client: closed({ name: nullableString, industry: nullableString }, ['name', 'industry']),
    complexity: { type: 'string', enum: COMPLEXITIES },
    openQuestions: strings,
  },
  [
    'language',
    'primaryCategory',
    'categories',
    'deliverables',
    'requirements',
    'budget',
    'deadline',
    'deadlineText',
    'startDate',
    'startDateText',
    'client',
    'complexity',
    'openQuestions',
  ],
);

export const scopeResult = closed({ inScope: strings, outOfScope: strings, assumptions: strings }, [
  'inScope',
  'outOfScope',
  'assumptions',
]);

export const pricingLine = closed(
  {
    item: { type: 'string' },
    hours: { type: 'number', minimum: 0 },
    /** Cents per hour. */
    rate: cents,
    /** Cents: `hours × rate`, rounded. */
    total: cents,
  },
  ['item', 'hours', 'rate', 'total'],
);

export const milestone = closed(
  {
    name: { type: 'string' },
    durationDays: { type: 'integer', minimum: 0 },
    description: { type: 'string' },
  },
  ['name', 'durationDays', 'description'],
);

export const generationResult = closed(
  {
    currency,
    pricingModel: { type: 'string', enum: PRICING_MODELS },
    /** The priced items of the proposed scope; their totals add up to `totalPriceMid`. */
    pricingBreakdown: { type: 'array', items: pricingLine },
    /** Items left out of the proposed scope to fit a budget or deadline, priced, offered as options. */
    pricingOptions: { type: 'array', items: pricingLine },
    totalPriceLow: cents,
    totalPriceMid: cents,
    totalPriceHigh: cents,
    estimatedDurationDays: { type: 'integer', minimum: 1 },
    proposedStartDate: date,
    timelineMilestones: { type: 'array', items: milestone },
    markdown: { type: 'string', minLength: 1 },
  },
  [
    'currency',
    'pricingModel',
    'pricingBreakdown',
    'pricingOptions',
    'totalPriceLow',
    'totalPriceMid',
    'totalPriceHigh',
    'estimatedDurationDays',
    'proposedStartDate',
    'timelineMilestones',
    'markdown',
  ],
);

const score = { type: 'integer', minimum: 0, maximum: 100 } as const;

export const scoreResult = closed(
  {
    overall: score,
    clarity: score,
    completeness: score,
    persuasiveness: score,
    reasons: strings,
    suggestions: strings,
  },
  ['overall', 'clarity', 'completeness', 'persuasiveness', 'reasons', 'suggestions'],
);
