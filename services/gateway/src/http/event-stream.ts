import type { ProgressCursor, ProgressUpdate } from '@proposals/domain';
import type { Request, Response } from 'express';
import type { GatewayDeps } from '../deps';

/** How long a disconnected client waits before it reconnects (the stream's `retry` field). */
const RETRY_MS = 1000;

/** One message in the event-stream format; JSON has no raw line breaks, so `data` is one line. */
const message = (event: string, id: string, data: unknown) =>
  `event: ${event}\nid: ${id}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * Serves one proposal's progress as server-sent events: `first` at once (its status message
 * opens every stream), then what the gateway's streams read as changes commit. The status
 * message's id is the last event sent before it, so a client resuming with it misses nothing;
 * an event's id is its own. Heart-beats are comments. It ends when the client goes.
 */
export function streamProgress(
  deps: Pick<GatewayDeps, 'config' | 'streams'>,
  cursor: ProgressCursor,
  first: ProgressUpdate,
  req: Request,
  res: Response,
): void {
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    // Asks nginx-like proxies not to hold the stream back in their buffers.
    'X-Accel-Buffering': 'no',
  });
  // Each message is one small write: Nagle's delay would hold it back for the next.
  req.socket.setNoDelay(true);
  res.write(`retry: ${RETRY_MS}\n\n`);
  const send = (update: ProgressUpdate) => {
    if (res.writableEnded) return;
    if (update.status) res.write(message('status', update.position, update.status));
    for (const event of update.events) res.write(message(event.type, event.id, event));
  };
  send(first);
  const heartbeat = setInterval(() => res.write(':\n\n'), deps.config.EVENT_STREAM_HEARTBEAT_MS);
  const remove = deps.streams.add({ cursor, send, end: () => void res.end() });
  res.once('close', () => {
    clearInterval(heartbeat);
    remove();
  });
}
