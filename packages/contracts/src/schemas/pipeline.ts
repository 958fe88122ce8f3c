// What each pipeline stage produces (DESIGN §3 "The pipeline's results"). The rules engine, the
// LLM provider's validation and the proposal detail form all read these.
import { BUDGET_KINDS, CATEGORIES, COMPLEXITIES, PRICING_MODELS } from '../enums';
import { cents } from './common';
import { coverage, engagement, keyDate, market, request } from './ledger';

const strings = { type: 'array', items: { type: 'string' } } as const;
const currency = { type: 'string', pattern: '^[A-Z]{3}$' } as const;
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
    client: closed(
      {
        name: nullableString,
        industry: nullableString,
        /** Who wrote the brief, and their role. */
        contact: {
          anyOf: [
            closed({ name: { type: 'string' }, role: nullableString }, ['name', 'role']),
            { type: 'null' },
          ],
        },
      },
      ['name', 'industry', 'contact'],
    ),
    complexity: { type: 'string', enum: COMPLEXITIES },
    openQuestions: strings,
    /** The request ledger: every request of the brief, in its own words. */
    requests: { type: 'array', items: request },
    engagement,
    market,
    /** Dates the schedule must respect: events, an RFP's submission and award, inputs, closures. */
    keyDates: { type: 'array', items: keyDate },
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
    'requests',
    'engagement',
    'market',
    'keyDates',
  ],
);

export const scopeResult = closed(
  {
    inScope: strings,
    outOfScope: strings,
    assumptions: strings,
    /** One entry per requested deliverable: what the proposal does with it. */
    coverage: { type: 'array', items: coverage },
  },
  ['inScope', 'outOfScope', 'assumptions', 'coverage'],
);

export const pricingLine = closed(
  {
    item: { type: 'string' },
    hours: { type: 'number', minimum: 0 },
    /** Cents per hour. */
    rate: cents,
    /** Cents: `hours × rate`, rounded. */
    total: cents,
    /** The brief's words the line answers, or null for a standard line of its kind of project. */
    basis: nullableString,
    /** Units the line prices, when it is priced by unit ("8 pages"). */
    quantity: { type: ['number', 'null'], minimum: 0 },
    unit: nullableString,
  },
  ['item', 'hours', 'rate', 'total', 'basis'],
);

export const milestone = closed(
  {
    name: { type: 'string' },
    durationDays: { type: 'integer', minimum: 0 },
    description: { type: 'string' },
    /** The phase's own dates (an extension): phases may overlap or wait for the client, so the
     * durations laid end to end from the start date do not always give them. */
    startDate: nullableDate,
    endDate: nullableDate,
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
    /** The scope as the proposal answers it, with the coverage of every requested deliverable. */
    scope: scopeResult,
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
    'scope',
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
