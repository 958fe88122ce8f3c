// Export: the request, the answer, and the proposal value a renderer turns into a file.
import { EXPORT_FORMATS } from '../enums';
import { nullableCents, record, timestamp, uuid } from './common';
import { milestone, pricingLine } from './pipeline';
import { acceptanceRecord } from './sharing';

const format = { type: 'string', enum: EXPORT_FORMATS } as const;

/** `format` omitted means `pdf` (DESIGN §3 "Proposals"). */
export const exportBody = {
  type: 'object',
  properties: { format: { ...format, default: 'pdf' } },
  additionalProperties: false,
} as const;

export const exportResponse = record({
  downloadUrl: { type: 'string' },
  format,
  expiresAt: timestamp,
});

/**
 * Everything a rendered document shows, and nothing else: its hash names the stored file, so an
 * unchanged proposal is rendered once per format.
 */
export const renderableProposal = record({
  title: { type: 'string' },
  clientName: { type: ['string', 'null'] },
  /** The sending agency: the account's name. */
  agencyName: { type: ['string', 'null'] },
  /** The date on the cover, `YYYY-MM-DD`. */
  date: { type: 'string', format: 'date' },
  /** ISO 639-1; labels and money follow it. */
  language: { type: 'string', pattern: '^[a-z]{2}$' },
  currency: { type: 'string', pattern: '^[A-Z]{3}$' },
  /** The edited Markdown when set, else the generated one. */
  markdown: { type: 'string' },
  pricingBreakdown: { type: 'array', items: pricingLine },
  pricingOptions: { type: 'array', items: pricingLine },
  totalPriceLow: nullableCents,
  totalPriceMid: nullableCents,
  totalPriceHigh: nullableCents,
  proposedStartDate: { type: ['string', 'null'], format: 'date' },
  estimatedDurationDays: { type: ['integer', 'null'], minimum: 0 },
  timelineMilestones: { type: 'array', items: milestone },
});

/** The evidence of a client's decision as its PDF shows it: the record and the document it is about. */
export const evidenceDocument = record({
  record: acceptanceRecord,
  title: { type: 'string' },
  agencyName: { type: ['string', 'null'] },
  language: { type: 'string', pattern: '^[a-z]{2}$' },
});

const job = { proposalId: uuid, accountId: uuid, format, key: { type: 'string', minLength: 1 } } as const;

/**
 * An export job carries the value to render rather than ids: the file stored under `key` is then
 * exactly what was hashed, whatever happens to the proposal meanwhile. It renders the proposal,
 * or (always as PDF) the evidence of the client's decision, through the same browser.
 */
export const exportJobPayload = {
  oneOf: [record({ ...job, proposal: renderableProposal }), record({ ...job, evidence: evidenceDocument })],
} as const;
