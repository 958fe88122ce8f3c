import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '@proposals/logger';

/** Named probes, each resolving when its dependency answers and rejecting when it does not. */
export type DependencyChecks = Record<string, () => Promise<unknown>>;

export interface DependencyReport {
  ready: boolean;
  checks: Record<string, 'ok' | 'down'>;
}

export async function checkDependencies(
  checks: DependencyChecks,
  timeoutMs = 3000,
): Promise<DependencyReport> {
  const names = Object.keys(checks);
  const results = await Promise.all(
    names.map((name) =>
      withTimeout(checks[name]!(), timeoutMs).then(
        () => 'ok' as const,
        () => 'down' as const,
      ),
    ),
  );
  const report: DependencyReport = { ready: results.every((r) => r === 'ok'), checks: {} };
  names.forEach((name, i) => (report.checks[name] = results[i]!));
  return report;
}

/** Resolves once every dependency answers, retrying with capped backoff; so a worker never starts half-connected. */
export async function waitForDependencies(
  checks: DependencyChecks,
  logger: Logger,
  { signal, maxDelayMs = 5000 }: { signal?: AbortSignal; maxDelayMs?: number } = {},
): Promise<void> {
  for (let attempt = 1, delay = 250; ; attempt++, delay = Math.min(delay * 2, maxDelayMs)) {
    const report = await checkDependencies(checks);
    if (report.ready) return;
    if (signal?.aborted) throw new Error('stopped while waiting for dependencies');
    logger.warn('waiting for dependencies', { checks: report.checks, attempt, retryInMs: delay });
    await sleep(delay, undefined, { signal }).catch(() => undefined);
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
