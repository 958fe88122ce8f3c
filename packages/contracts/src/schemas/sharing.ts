// Share links and the client's decision (DESIGN §3 "Sharing and acceptance (the client's page)").
import { DECISIONS, SHARE_LINK_STATES } from '../enums';
import { cents, nullableTimestamp, paginationQuery, record, timestamp, uuid } from './common';

const sha256 = { type: 'string', pattern: '^[0-9a-f]{64}$' } as const;
const state = { type: 'string', enum: SHARE_LINK_STATES } as const;
/** The first characters of the token, enough for a person to tell links apart; never the token. */
const tokenPrefix = { type: 'string', minLength: 1, maxLength: 8 } as const;

export const shareRecipient = {
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 200 },
    email: { type: 'string', format: 'email', maxLength: 320 },
  },
  required: ['name', 'email'],
  additionalProperties: false,
} as const;

/** `expiresAt` defaults to 30 days ahead; at most 180 (checked by the use-case, which knows the time). */
export const createShareLinkBody = {
  type: 'object',
  properties: { recipient: shareRecipient, expiresAt: timestamp },
  required: ['recipient'],
  additionalProperties: false,
} as const;

export const listShareLinksQuery = paginationQuery;

/** The create answer: the only one that carries the link's URL (and so its token). */
export const createdShareLink = record({
  id: uuid,
  url: { type: 'string' },
  tokenPrefix,
  state,
  expiresAt: timestamp,
  snapshotSha256: sha256,
  createdAt: timestamp,
});

/** A link as the list shows it, with what its views tell. */
export const shareLink = record({
  id: uuid,
  tokenPrefix,
  recipient: shareRecipient,
  state,
  expiresAt: timestamp,
  viewCount: { type: 'integer', minimum: 0 },
  firstViewedAt: nullableTimestamp,
  lastViewedAt: nullableTimestamp,
  decidedAt: nullableTimestamp,
  createdAt: timestamp,
});

/** The evidence of the client's decision: who, when, from where, on exactly which document. */
export const acceptanceRecord = record({
  decision: { type: 'string', enum: DECISIONS },
  shareLinkId: uuid,
  signerName: { type: ['string', 'null'] },
  signerEmail: { type: ['string', 'null'] },
  reason: { type: ['string', 'null'] },
  /** Ids of the optional lines chosen (`opt-1` is the first line of `pricingOptions`). */
  selections: { type: 'array', items: { type: 'string' } },
  totalPrice: cents,
  currency: { type: 'string', pattern: '^[A-Z]{3}$' },
  snapshotSha256: sha256,
  consentText: { type: ['string', 'null'] },
  ip: { type: ['string', 'null'] },
  userAgent: { type: ['string', 'null'] },
  decidedAt: timestamp,
});
