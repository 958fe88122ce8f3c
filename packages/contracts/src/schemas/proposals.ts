import {
  OUTCOMES,
  PRICING_MODELS,
  PROPOSAL_SORT_FIELDS,
  PROPOSAL_STATUSES,
  RAW_INPUT_METHODS,
  SORT_ORDERS,
} from '../enums';
import { MARKDOWN_MAX_CHARS, NOTES_MAX_CHARS, RAW_INPUT_MAX_CHARS, TITLE_MAX_CHARS } from '../limits';
import { nullableCents, record, nullableUuid, paginationProperties, timestamp, uuid } from './common';
import { analysisResult, milestone, pricingLine, scopeResult } from './pipeline';

const title = { type: 'string', minLength: 1, maxLength: TITLE_MAX_CHARS } as const;
const rawInputText = { type: 'string', maxLength: RAW_INPUT_MAX_CHARS } as const;
const rawInputUrl = { type: 'string', format: 'uri', maxLength: 2048 } as const;
const status = { type: 'string', enum: PROPOSAL_STATUSES } as const;

const nullablePricingModel = { type: ['string', 'null'], enum: [...PRICING_MODELS, null] } as const;
const outcome = { type: 'string', enum: OUTCOMES } as const;
const nullableOutcome = { type: ['string', 'null'], enum: [...OUTCOMES, null] } as const;
const notes = { type: 'string', maxLength: NOTES_MAX_CHARS } as const;
const nullableNotes = { type: ['string', 'null'], maxLength: NOTES_MAX_CHARS } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;
const nullableString = { type: ['string', 'null'] } as const;

export const createProposalBody = {
  type: 'object',
  properties: {
    title,
    rawInputText,
    rawInputMethod: { type: 'string', enum: RAW_INPUT_METHODS },
    rawInputUrl,
    clientId: uuid,
    templateId: uuid,
  },
  additionalProperties: false,
} as const;

export const updateProposalBody = {
  type: 'object',
  properties: {
    title,
    rawInputText,
    rawInputMethod: { type: 'string', enum: RAW_INPUT_METHODS },
    rawInputUrl: { ...rawInputUrl, type: ['string', 'null'] },
    clientId: nullableUuid,
    pricingModel: nullablePricingModel,
    finalPrice: nullableCents,
    outcome,
    outcomeNotes: nullableNotes,
    editedProposalMarkdown: { type: ['string', 'null'], maxLength: MARKDOWN_MAX_CHARS },
  },
  additionalProperties: false,
} as const;

export const recordOutcomeBody = {
  type: 'object',
  properties: { outcome, outcomeNotes: notes },
  required: ['outcome'],
  additionalProperties: false,
} as const;

export const listProposalsQuery = {
  type: 'object',
  properties: {
    ...paginationProperties,
    status,
    clientId: uuid,
    sort: { type: 'string', enum: PROPOSAL_SORT_FIELDS, default: 'created_at' },
    order: { type: 'string', enum: SORT_ORDERS, default: 'desc' },
  },
  additionalProperties: false,
} as const;

const summaryProperties = {
  id: uuid,
  title: { type: 'string' },
  status,
  clientId: nullableUuid,
  pricingModel: nullablePricingModel,
  finalPrice: nullableCents,
  rawInputMethod: { type: 'string', enum: RAW_INPUT_METHODS },
  createdAt: timestamp,
  updatedAt: timestamp,
} as const;

export const proposalSummary = record(summaryProperties);

/** `{ hasResult: false }` before the stage has run; after, `hasResult: true` and the stage's result. */
const stageSummary = <const R extends { properties: object; required: readonly string[] }>(result: R) =>
  ({
    anyOf: [
      record({ hasResult: { const: false } }),
      {
        type: 'object',
        properties: { hasResult: { const: true }, ...result.properties },
        required: ['hasResult', ...result.required],
        additionalProperties: false,
      },
    ],
  }) as const;

const detailProperties = {
  ...summaryProperties,
  templateId: nullableUuid,
  rawInputText: nullableString,
  rawInputUrl: nullableString,
  currency: { type: 'string', pattern: '^[A-Z]{3}$' },
  generatedProposalMarkdown: nullableString,
  editedProposalMarkdown: nullableString,
  totalPriceLow: nullableCents,
  totalPriceMid: nullableCents,
  totalPriceHigh: nullableCents,
  pricingBreakdown: { type: ['array', 'null'], items: pricingLine },
  /** Items priced but left out of the proposed scope to fit a budget or deadline (an extension). */
  pricingOptions: { type: ['array', 'null'], items: pricingLine },
  estimatedDurationDays: nullableInteger,
  timelineMilestones: { type: ['array', 'null'], items: milestone },
  proposedStartDate: { type: ['string', 'null'], format: 'date' },
  proposalScore: { type: ['integer', 'null'], minimum: 0, maximum: 100 },
  scoreBreakdown: {
    type: ['object', 'null'],
    properties: {
      overall: { type: 'integer' },
      clarity: { type: 'integer' },
      completeness: { type: 'integer' },
      persuasiveness: { type: 'integer' },
    },
    required: ['overall', 'clarity', 'completeness', 'persuasiveness'],
  },
  analysisSummary: stageSummary(analysisResult),
  scopeSummary: stageSummary(scopeResult),
  outcome: nullableOutcome,
  outcomeNotes: nullableString,
} as const;

export const proposalDetail = record(detailProperties);

/** An event stream's `status` message: first on every connection, then at each change. */
export const proposalStatusChange = {
  type: 'object',
  properties: { id: uuid, status, updatedAt: timestamp },
  required: ['id', 'status', 'updatedAt'],
  additionalProperties: false,
} as const;

export const proposalStatusResponse = {
  type: 'object',
  properties: { id: uuid, status },
  required: ['id', 'status'],
  additionalProperties: false,
} as const;
