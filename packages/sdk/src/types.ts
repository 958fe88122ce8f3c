// Names for the shapes of the generated OpenAPI types, so integrators can write `Proposal` rather
// than `components['schemas']['Proposal']`. Everything here is derived; nothing is restated.
import type { components, operations, paths, webhooks } from './generated/api';

export type { components, operations, paths, webhooks };

/** Every named schema of the API's document. */
export type Schemas = components['schemas'];

export type ApiErrorCode = Schemas['ErrorCode'];
export type ErrorBody = Schemas['Error'];
export type PageMeta = Schemas['PageMeta'];

export type Proposal = Schemas['Proposal'];
export type ProposalSummary = Schemas['ProposalSummary'];
export type ProposalStatus = Proposal['status'];
export type Export = Schemas['Export'];
export type ExportFormat = Export['format'];
export type Usage = Schemas['Usage'];
export type WebhookEndpoint = Schemas['WebhookEndpoint'];
/** A delivery record of the event log (`GET /webhooks/events`). */
export type WebhookEvent = Schemas['WebhookEvent'];

type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : never;

/** The JSON body an operation takes. */
export type RequestBody<Op extends keyof operations> = JsonOf<NonNullable<operations[Op]['requestBody']>>;

/** The query parameters an operation takes. */
export type Query<Op extends keyof operations> = NonNullable<operations[Op]['parameters']['query']>;

/** The body of a webhook delivery: one shape per event type, told apart by `type`. */
export type WebhookPayload = {
  [T in keyof webhooks]: JsonOf<webhooks[T]['post']['requestBody']>;
}[keyof webhooks];

/** The event types a webhook endpoint can subscribe to. */
export type EventType = WebhookPayload['type'];
