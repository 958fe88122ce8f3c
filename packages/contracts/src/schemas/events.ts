// The `data` of every event type (DESIGN §3 "Webhooks"), and the payload of every job. Writers
// are typed by these; receivers and the OpenAPI document read the same schemas.
import { EVENT_ACTORS, EVENT_SOURCES, EXPORT_FORMATS, OUTCOMES, PROPOSAL_STATUSES } from '../enums';
import { cents, uuid } from './common';

const closed = <const P extends Record<string, object>>(properties: P) =>
  ({
    type: 'object',
    properties,
    required: Object.keys(properties) as (keyof P & string)[],
    additionalProperties: false,
  }) as const;

const proposal = {
  proposalId: uuid,
  status: { type: 'string', enum: PROPOSAL_STATUSES },
  title: { type: 'string' },
  source: { type: 'string', enum: EVENT_SOURCES },
} as const;

/** Present, as `client`, on the events the client's page causes (DESIGN §3 "Sharing"). */
const actor = { type: 'string', enum: EVENT_ACTORS } as const;
/** `closed`, plus `actor` when the client's page caused the event. */
const byClientOrApi = <const P extends Record<string, object>>(properties: P) => {
  const schema = closed(properties);
  return { ...schema, properties: { ...schema.properties, actor } } as const;
};
const shareLinkId = uuid;
const currency = { type: 'string', pattern: '^[A-Z]{3}$' } as const;

/** Why a stage failed, in the words of the API's error catalogue. */
const error = closed({ code: { type: 'string' }, message: { type: 'string' } });

export const eventData = {
  'proposal.created': closed(proposal),
  /** `changes`: the names of the fields that changed (docs/decisions.md). */
  'proposal.updated': byClientOrApi({ ...proposal, changes: { type: 'array', items: { type: 'string' } } }),
  'proposal.analysis_completed': closed(proposal),
  'proposal.analysis_failed': closed({ ...proposal, error }),
  'proposal.generation_completed': closed(proposal),
  'proposal.generation_failed': closed({ ...proposal, error }),
  'proposal.scoring_completed': closed(proposal),
  'proposal.scoring_failed': closed({ ...proposal, error }),
  'proposal.exported': closed({ ...proposal, format: { type: 'string', enum: EXPORT_FORMATS } }),
  'proposal.outcome_recorded': byClientOrApi({ ...proposal, outcome: { type: 'string', enum: OUTCOMES } }),
  'proposal.link_created': closed({ ...proposal, shareLinkId }),
  'proposal.link_revoked': closed({ ...proposal, shareLinkId }),
  /** Reported by the page itself, once per browser session: link scanners do not count. */
  'proposal.viewed': closed({ ...proposal, shareLinkId, viewCount: { type: 'integer', minimum: 1 }, actor }),
  'proposal.accepted': closed({
    ...proposal,
    shareLinkId,
    signerName: { type: 'string' },
    totalPrice: cents,
    currency,
    /** Ids of the optional lines the client chose. */
    selections: { type: 'array', items: { type: 'string' } },
    actor,
  }),
  'proposal.declined': closed({ ...proposal, shareLinkId, reason: { type: ['string', 'null'] }, actor }),
  'test.ping': closed({ endpointId: uuid, source: { type: 'string', enum: EVENT_SOURCES } }),
} as const;

/** A pipeline stage's job: ids (the worker reads the rest from the database) and the source its events carry. */
export const stageJobPayload = closed({
  proposalId: uuid,
  accountId: uuid,
  source: { type: 'string', enum: EVENT_SOURCES },
});
