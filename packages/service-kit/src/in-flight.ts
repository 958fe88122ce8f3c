/**
 * Counts work in progress so that shutdown can wait for it: a closed socket does not stop its
 * handler, and closing the database under a running handler would turn it into an error.
 */
export class InFlight {
  private count = 0;
  private waiters: (() => void)[] = [];

  async run<T>(work: () => Promise<T>): Promise<T> {
    this.count++;
    try {
      return await work();
    } finally {
      if (--this.count === 0) for (const wake of this.waiters.splice(0)) wake();
    }
  }

  /** Resolves when nothing is running, or after `timeoutMs` at the latest. */
  drained(timeoutMs: number): Promise<void> {
    if (this.count === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      timer.unref();
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}
