import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { sleep } from './sleep';

/** Opens GET /proposals/{id}/events, resuming after `lastEventId` when it is not empty. */
export type OpenStream = (id: string, lastEventId: string, signal: AbortSignal) => Promise<Response>;

/** One message of a proposal's event stream: `status`, or an event type with its delivery body. */
export type StreamMessage = Required<EventSourceMessage>;

/**
 * The server sends its first message at once; none within this long means something between
 * us holds the stream back (a buffering proxy), and polling serves better.
 */
const FIRST_MESSAGE_MS = 2000;
/** Three of the server's heart-beats (15 s) without a byte: the connection is dead. */
const SILENCE_MS = 45_000;
const RECONNECTS = 3;
const RECONNECT_DELAY_MS = 1000;

/**
 * A proposal's event stream, connected again after a drop with the last `id` seen, so nothing
 * committed meanwhile is missed. `next()` resolves to null once no stream can be had.
 */
export class ProposalStream {
  private readonly queue: StreamMessage[] = [];
  private wake: (() => void) | undefined;
  private lastEventId = '';
  private controller: AbortController | undefined;
  private lost = false;
  private closed = false;

  private constructor(
    private readonly open: OpenStream,
    private readonly id: string,
  ) {}

  /** The stream once its first message arrived, or null (the caller polls instead). */
  static async connect(open: OpenStream, id: string): Promise<ProposalStream | null> {
    const stream = new ProposalStream(open, id);
    return (await stream.attach()) ? stream : null;
  }

  async next(): Promise<StreamMessage | null> {
    while (this.queue.length === 0 && !this.lost) await new Promise<void>((r) => (this.wake = r));
    return this.queue.shift() ?? null;
  }

  close(): void {
    this.closed = true;
    this.controller?.abort();
  }

  /** One connection; true once its first message is queued. */
  private async attach(): Promise<boolean> {
    const controller = (this.controller = new AbortController());
    let first: (ok: boolean) => void = () => undefined;
    const arrived = new Promise<boolean>((resolve) => (first = resolve));
    // A buffering proxy holds back the answer's head too: the wait covers the whole request.
    const late = setTimeout(() => {
      first(false);
      controller.abort();
    }, FIRST_MESSAGE_MS);
    const response = await this.open(this.id, this.lastEventId, controller.signal).catch(() => null);
    const type = response?.headers.get('Content-Type') ?? '';
    if (!response?.ok || !response.body || !type.startsWith('text/event-stream')) {
      clearTimeout(late);
      await response?.body?.cancel().catch(() => undefined);
      return false;
    }
    let established = false;
    const onMessage = () => {
      established = true;
      first(true);
    };
    // A connection that never worked is not retried here: the caller is told to poll.
    void this.read(response.body, controller, onMessage).then(() => {
      if (established) void this.dropped();
    });
    const ok = await arrived;
    clearTimeout(late);
    return ok;
  }

  private async read(body: ReadableStream<Uint8Array>, controller: AbortController, onMessage: () => void) {
    let silence = setTimeout(() => controller.abort(), SILENCE_MS);
    const parser = createParser({
      onEvent: ({ event = 'message', id = this.lastEventId, data }) => {
        this.lastEventId = id;
        this.queue.push({ event, id, data });
        this.wake?.();
        onMessage();
      },
    });
    const decoder = new TextDecoder();
    const reader = body.getReader();
    try {
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        clearTimeout(silence);
        silence = setTimeout(() => controller.abort(), SILENCE_MS);
        parser.feed(decoder.decode(chunk.value, { stream: true }));
      }
    } catch {
      // Aborted, or the connection broke: both end this connection.
    } finally {
      clearTimeout(silence);
    }
  }

  private async dropped() {
    if (this.closed) return;
    for (let attempt = 0; attempt < RECONNECTS && !this.closed; attempt++) {
      await sleep(RECONNECT_DELAY_MS);
      if (this.closed || (await this.attach())) return;
    }
    this.lost = true;
    this.wake?.();
  }
}
