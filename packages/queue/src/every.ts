import type { Logger } from '@proposals/logger';

/**
 * Runs `task` every `intervalMs`, never two at once (a slow run delays the next instead of
 * overlapping it). A failed run is logged and the loop goes on. Returns a stop function.
 */
export function every(
  intervalMs: number,
  task: () => Promise<unknown>,
  logger: Logger,
  what: string,
): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const tick = async () => {
    try {
      await task();
    } catch (err) {
      logger.warn(`${what} failed; retrying`, { error: (err as Error).message });
    }
    if (!stopped) timer = setTimeout(tick, intervalMs);
  };
  timer = setTimeout(tick, intervalMs);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
