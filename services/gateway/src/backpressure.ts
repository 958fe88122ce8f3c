import { AppError } from '@proposals/contracts';
import type { StageName } from '@proposals/domain';
import { oldestWaitMs, type Queues } from '@proposals/queue';
import { every, type ProcessKit } from '@proposals/service-kit';

const SAMPLE_EVERY_MS = 500;

export interface StageBackpressure {
  /** Throws 503 service_unavailable while the stage's queue cannot drain in the bounded time. */
  check(stage: StageName): void;
}

/**
 * Back-pressure on the pipeline: every half second the gateway reads how long the oldest job of
 * each stage's queue has waited. While that is past `maxWaitMs`, the queue holds more than its
 * workers drain in that time, and starting the stage answers 503 with Retry-After rather than
 * queueing work that would only wait longer. A read that fails (Redis away) counts as no backlog:
 * the start then behaves as it always did, its job kept in the outbox.
 */
export function stageBackpressure(kit: ProcessKit, queues: Queues, maxWaitMs: number): StageBackpressure {
  const waited = new Map<StageName, number>();
  const sample = () =>
    Promise.all(
      (Object.keys(queues) as StageName[]).map(async (stage) =>
        waited.set(stage, await oldestWaitMs(queues[stage]).catch(() => 0)),
      ),
    );
  const loop = every(SAMPLE_EVERY_MS, sample, kit.logger, 'stage backlog sample');
  kit.onStop(() => loop.stop());
  const retryAfter = String(Math.max(1, Math.ceil(maxWaitMs / 1000)));
  return {
    check(stage) {
      const ms = waited.get(stage) ?? 0;
      if (ms <= maxWaitMs) return;
      throw new AppError(
        'service_unavailable',
        `The ${stage} stage is backed up (its oldest queued job has waited ${Math.round(ms / 1000)} s); retry later.`,
        undefined,
        { 'Retry-After': retryAfter },
      );
    },
  };
}
