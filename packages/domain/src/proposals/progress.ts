import { invalidInput, notFound, type ProposalStatusChange } from '@proposals/contracts';
import type { Db } from '@proposals/db';
import { isUuid } from '../shared/ids';
import {
  readProgress,
  readStart,
  type ProgressEvent,
  type ProgressSubscription,
  type Snapshot,
} from './progress-sql';

/**
 * What a stream has to send now: the status when it changed, and events not sent yet.
 * `position` is the last event sent before these, which the status message carries as its id.
 */
export interface ProgressUpdate {
  status?: ProposalStatusChange;
  events: ProgressEvent[];
  position: string;
}

/**
 * An event's `created_at` is when its transaction began, and transactions commit in another
 * order: one begun earlier may become visible after a later one was read. Each read therefore
 * covers this much before the newest event sent, and what was sent is remembered that long. It
 * is longer than a transaction here may last (Prisma's 10 s time-out).
 */
const LOOKBACK_MS = 15_000;
const EVENT_ID = /^evt_[0-9a-f-]{36}$/;

/**
 * Where one stream stands: the status it sent last and the events it sent within the look-back,
 * so that each read gives only what is new, whatever order transactions committed in.
 */
export class ProgressCursor implements ProgressSubscription {
  private readonly sent = new Map<string, number>();
  private newest: number;
  private status: string | undefined;
  /** The id of the last event sent, for the client to resume after (`Last-Event-ID`). */
  lastEventId = '';

  constructor(
    readonly proposalId: string,
    readonly accountId: string,
    from: number,
  ) {
    this.newest = from;
  }

  since = () => new Date(this.newest - LOOKBACK_MS);

  /** Marks the snapshot's events up to `upTo`, in (time, id) order, as sent, without sending them. */
  skip(snapshot: Snapshot, upTo: { id: string; at: number }): void {
    for (const event of snapshot.events)
      if (event.at < upTo.at || (event.at === upTo.at && event.id <= upTo.id)) this.mark(event);
  }

  /** What of the snapshot this stream has not sent; marks it sent. */
  take(snapshot: Snapshot): ProgressUpdate {
    const position = this.lastEventId;
    const events = snapshot.events.filter((e) => !this.sent.has(e.id));
    for (const event of events) this.mark(event);
    const changed = snapshot.status.status !== this.status;
    this.status = snapshot.status.status;
    for (const [id, at] of this.sent) if (at < this.newest - LOOKBACK_MS) this.sent.delete(id);
    const status = changed ? snapshot.status : undefined;
    return { status, events: events.map(({ at: _, ...e }) => e), position };
  }

  private mark(event: { id: string; at: number }) {
    this.sent.set(event.id, event.at);
    this.newest = Math.max(this.newest, event.at);
    this.lastEventId = event.id;
  }
}

/**
 * GET /proposals/:id/events: the account's proposal (404 otherwise) and a cursor that starts
 * after `lastEventId`, one of the proposal's events, or else after its latest event; with the
 * first update to send, which always carries the status.
 */
export async function openProgress(
  db: Db,
  accountId: string,
  proposalId: string,
  lastEventId: string | undefined,
): Promise<{ cursor: ProgressCursor; first: ProgressUpdate }> {
  if (!isUuid(proposalId)) throw notFound('Proposal');
  const { now, found, after } = await readStart(db, accountId, proposalId, lastEventId ?? '');
  if (!found) throw notFound('Proposal');
  if (lastEventId !== undefined && !after) throw invalidInput('header', [resumeProblem(lastEventId)]);
  // The database's clock, not ours: every later read compares with times it wrote.
  const cursor = new ProgressCursor(proposalId, accountId, after?.at ?? now);
  const [snapshot] = await readProgress(db, [cursor]);
  if (!snapshot) throw notFound('Proposal');
  cursor.skip(snapshot, after ?? { id: '', at: -Infinity });
  return { cursor, first: cursor.take(snapshot) };
}

const resumeProblem = (value: string) => ({
  field: 'Last-Event-ID',
  message: EVENT_ID.test(value)
    ? 'is not an event of this proposal'
    : 'must be the id of an event of this proposal (evt_<uuid>)',
});
