import { createParser, type EventSourceMessage } from 'eventsource-parser';

export interface Message {
  event: string;
  id: string;
  data: any;
}

export interface OpenedStream {
  status: number;
  contentType: string;
  messages: Message[];
  /** Comment lines seen (the heart-beats). */
  comments: number;
  /** Resolves with the first message, seen already or to come, that `match` accepts. */
  until(match: (m: Message) => boolean, timeoutMs?: number): Promise<Message>;
  /** Resolves when the server ended the response. */
  ended: Promise<void>;
  close(): void;
}

/** A client of GET /proposals/:id/events reading the raw stream, as any EventSource would. */
export async function openStream(url: string, headers: Record<string, string>): Promise<OpenedStream> {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const waiters = new Set<() => void>();
  const stream: OpenedStream = {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    messages: [],
    comments: 0,
    ended: Promise.resolve(),
    until: (match, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no such message within ${timeoutMs} ms: ${JSON.stringify(stream.messages)}`));
        }, timeoutMs);
        const check = () => {
          const found = stream.messages.find(match);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        waiters.add(check);
        check();
      }),
    close: () => controller.abort(),
  };
  const parser = createParser({
    onEvent: ({ event = 'message', id = '', data }: EventSourceMessage) => {
      stream.messages.push({ event, id, data: JSON.parse(data) });
      for (const check of [...waiters]) check();
    },
    onComment: () => void stream.comments++,
  });
  stream.ended = (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>)
        parser.feed(decoder.decode(chunk, { stream: true }));
    } catch {
      // Closed by the test.
    }
  })();
  return stream;
}
