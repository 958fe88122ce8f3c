interface Waiting<K, R> {
  key: K;
  resolve: (result: R) => void;
  reject: (err: unknown) => void;
}

/**
 * Turns a batch operation into a per-key one: calls made while a batch is in flight wait and go
 * together in the next. Idle, a call goes at once (a batch of one); busy, many calls share one
 * statement instead of each taking a connection and a round trip. `runBatch` answers in key order.
 */
export function coalesce<K, R>(runBatch: (keys: K[]) => Promise<R[]>, max = 500): (key: K) => Promise<R> {
  const waiting: Waiting<K, R>[] = [];
  let running = false;
  const flush = async () => {
    running = true;
    while (waiting.length > 0) {
      const batch = waiting.splice(0, max);
      try {
        const results = await runBatch(batch.map((w) => w.key));
        batch.forEach((w, i) => w.resolve(results[i]!));
      } catch (err) {
        batch.forEach((w) => w.reject(err));
      }
    }
    running = false;
  };
  return (key) =>
    new Promise<R>((resolve, reject) => {
      waiting.push({ key, resolve, reject });
      if (!running) void flush();
    });
}
