import pg from 'pg';

/** The channels the migrations' triggers notify: new events, and a proposal's status changed. */
export const CHANNELS = { events: 'events_outbox', proposalStatus: 'proposal_status' } as const;

export interface Listener {
  close(): Promise<void>;
}

/**
 * LISTENs on `channels` over a connection of its own (a pooled one would be handed to others)
 * and calls `onNotify` for each notification. A lost connection is opened again after
 * `retryMs`, and `onNotify` is called once then, since notifications sent meanwhile are gone.
 */
export function listen(
  url: string,
  channels: string | readonly string[],
  onNotify: () => void,
  onError: (err: Error) => void,
  retryMs = 1000,
): Listener {
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const retry = (failed: pg.Client, err: Error) => {
    // A failure is reported by several paths at once (error, end, a rejected query): act once.
    if (client !== failed) return;
    client = undefined;
    failed.removeAllListeners();
    void failed.end().catch(() => undefined);
    onError(err);
    if (!closed) timer = setTimeout(connect, retryMs);
  };
  const connect = () => {
    const current = new pg.Client({ connectionString: url });
    client = current;
    current.on('notification', onNotify);
    current.on('error', (err: Error) => retry(current, err));
    current.on('end', () => retry(current, new Error('connection ended')));
    current
      .connect()
      .then(() =>
        current.query(
          [channels]
            .flat()
            .map((c) => `LISTEN "${c}"`)
            .join('; '),
        ),
      )
      .then(onNotify, (err: Error) => retry(current, err));
  };
  connect();

  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      const current = client;
      client = undefined;
      current?.removeAllListeners();
      await current?.end().catch(() => undefined);
    },
  };
}
