import { EVENT_TYPES } from '@proposals/contracts';
import { headerRefs } from './headers';
import { ref, type Json, type SchemaComponents } from './schemas';
import { pascal } from './webhooks';

/** Where a reconnecting client resumes (the EventSource standard's header). */
export const lastEventIdParameter = {
  name: 'Last-Event-ID',
  in: 'header',
  required: false,
  description:
    "Resumes after this event (the last `id` the stream sent): the events committed since come first. Absent or empty: the stream starts after the proposal's latest event. Not one of its events: 400 `validation_error`.",
  schema: { type: 'string' },
};

const DESCRIPTION = `A \`text/event-stream\` (server-sent events) open until the client closes it.

- \`event: status\`, first on every connection and then whenever the status changes; \`data\`: ProposalStatusChange; \`id\`: the last event sent before it.
- \`event: <event type>\` for each event of the proposal as it commits; \`id\`: the event's \`evt_\` id; \`data\`: the body a webhook delivery of it carries (\`{ id, type, createdAt, data }\`).
- A comment line every \`EVENT_STREAM_HEARTBEAT_MS\` (15 s), and \`retry: 1000\`.

Reconnect with \`Last-Event-ID\`: the events committed meanwhile come first.`;

/** The 200 of an event stream: the messages it sends, by name, under `x-messages`. */
export function eventStreamResponse(status: object, components: SchemaComponents): Json {
  const events = EVENT_TYPES.filter((type) => type.startsWith('proposal.'));
  return {
    description: DESCRIPTION,
    headers: headerRefs(['X-Request-Id']),
    content: {
      'text/event-stream': {
        schema: { type: 'string' },
        'x-messages': {
          status: components.use(status),
          ...Object.fromEntries(events.map((type) => [type, ref(`${pascal(type)}Event`)])),
        },
      },
    },
  };
}
