import { CHANNELS, listen } from '@proposals/db';
import { readProgress, type ProgressCursor, type ProgressUpdate } from '@proposals/domain';
import { every, type ProcessKit } from '@proposals/service-kit';
import { Gauge } from 'prom-client';

/** One open GET /proposals/:id/events: where it stands, and how to write to it. */
export interface EventStream {
  cursor: ProgressCursor;
  send(update: ProgressUpdate): void;
  /** The proposal is gone, or the gateway stops. */
  end(): void;
}

export interface EventStreams {
  /** Follows `stream` until the returned function is called. */
  add(stream: EventStream): () => void;
  /** Ends every stream: they would otherwise hold the HTTP server's close until its grace ends. */
  close(): Promise<void>;
}

/**
 * The gateway's open event streams, fed by PostgreSQL: any replica serves any client, since
 * every one LISTENs for new events (the trigger the dispatcher's relay wakes on) and for status
 * changes, then reads what changed for all its streams in one statement. The notification is a
 * hint, as for the relay: a read also runs every `pollMs`, and one follows a lost connection.
 */
export function eventStreams(kit: ProcessKit, pollMs = 1000): EventStreams {
  const streams = new Set<EventStream>();
  new Gauge({
    name: 'event_streams_open',
    help: 'Event streams (GET /proposals/:id/events) this gateway has open',
    registers: [kit.metrics],
    collect() {
      this.set(streams.size);
    },
  });

  const refresh = async () => {
    if (streams.size === 0) return;
    const open = [...streams];
    const snapshots = await readProgress(
      kit.db,
      open.map((s) => s.cursor),
    );
    open.forEach((stream, i) => {
      if (!streams.has(stream)) return;
      const snapshot = snapshots[i];
      if (!snapshot) return stream.end();
      const update = stream.cursor.take(snapshot);
      if (update.status || update.events.length > 0) stream.send(update);
    });
  };
  const loop = every(pollMs, refresh, kit.logger, 'event streams');
  let connected = true;
  const listener = listen(
    kit.config.DATABASE_URL,
    [CHANNELS.events, CHANNELS.proposalStatus],
    () => {
      connected = true;
      loop.wake();
    },
    (err) => {
      if (connected) kit.logger.warn('event stream notifications lost; polling', { error: err.message });
      connected = false;
    },
  );
  let closed = false;
  return {
    async close() {
      closed = true;
      loop.stop();
      await listener.close();
      for (const stream of streams) stream.end();
      streams.clear();
    },
    add(stream) {
      if (closed) {
        stream.end();
        return () => undefined;
      }
      streams.add(stream);
      // A change committed between the stream's first read and now was notified to no one.
      loop.wake();
      return () => void streams.delete(stream);
    },
  };
}
