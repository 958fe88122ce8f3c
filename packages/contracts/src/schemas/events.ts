// The `data` of every event type (DESIGN §3 "Webhooks"), and the payload of every job. Writers
// are typed by these; receivers and the OpenAPI document read the same schemas.
import { EVENT_SOURCES, EXPORT_FORMATS, OUTCOMES, PROPOSAL_STATUSES } from '../enums';
import { uuid } from './common';

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

/** Why a stage failed, in the words of the API's error catalogue. */
const error = closed({ code: { type: 'string' }, message: { type: 'string' } });

export const eventData = {
  'proposal.created': closed(proposal),
  /** `changes`: the names of the fields that changed (docs/decisions.md). */
  'proposal.updated': closed({ ...proposal, changes: { type: 'array', items: { type: 'string' } } }),
  'proposal.analysis_completed': closed(proposal),
  'proposal.analysis_failed': closed({ ...proposal, error }),
  'proposal.generation_completed': closed(proposal),
  'proposal.generation_failed': closed({ ...proposal, error }),
  'proposal.scoring_completed': closed(proposal),
  'proposal.scoring_failed': closed({ ...proposal, error }),
  'proposal.exported': closed({ ...proposal, format: { type: 'string', enum: EXPORT_FORMATS } }),
  'proposal.outcome_recorded': closed({ ...proposal, outcome: { type: 'string', enum: OUTCOMES } }),
  'test.ping': closed({ endpointId: uuid, source: { type: 'string', enum: EVENT_SOURCES } }),
} as const;

/** A pipeline stage's job: ids (the worker reads the rest from the database) and the source its events carry. */
export const stageJobPayload = closed({
  proposalId: uuid,
  accountId: uuid,
  source: { type: 'string', enum: EVENT_SOURCES },
});
