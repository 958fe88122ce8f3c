import type { Logger } from '@proposals/logger';

export interface Loop {
  stop(): void;
  /** Runs the task now rather than at its next tick; if it is running, once more right after. */
  wake(): void;
}

/**
 * Runs `task` every `intervalMs`, never two at once (a slow run delays the next instead of
 * overlapping it). A failed run is logged and the loop goes on.
 */
export function every(intervalMs: number, task: () => Promise<unknown>, logger: Logger, what: string): Loop {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running = false;
  let again = false;
  const tick = async () => {
    clearTimeout(timer);
    running = true;
    try {
      await task();
    } catch (err) {
      logger.warn(`${what} failed; retrying`, { error: (err as Error).message });
    }
    running = false;
    if (stopped) return;
    if (again) {
      again = false;
      void tick();
    } else timer = setTimeout(tick, intervalMs);
  };
  timer = setTimeout(tick, intervalMs);
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
    wake() {
      if (stopped) return;
      if (running) again = true;
      else void tick();
    },
  };
}
