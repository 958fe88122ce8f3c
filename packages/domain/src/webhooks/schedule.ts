import type { AttemptOutcome } from '@proposals/webhooks';

/** Consecutive failed attempts after which an endpoint is disabled (spec "Limits"). */
export const DISABLE_AFTER_FAILURES = 10;

export type Next = { status: 'delivered' } | { status: 'pending'; retryInMs: number } | { status: 'failed' };

/**
 * What follows an attempt: delivered; another attempt after the schedule's next delay; or failed
 * once the schedule is spent. `Retry-After` (429/503) may push a retry later than the schedule
 * says, never sooner, and never past the schedule's longest delay.
 */
export function nextAfter(outcome: AttemptOutcome, attemptsMade: number, delaysMs: number[]): Next {
  if (outcome.ok) return { status: 'delivered' };
  const scheduled = delaysMs[attemptsMade - 1];
  if (scheduled === undefined) return { status: 'failed' };
  const asked = outcome.retryAfterMs ?? 0;
  return { status: 'pending', retryInMs: Math.min(Math.max(scheduled, asked), Math.max(...delaysMs)) };
}

export const parseDelays = (list: string): number[] => list.split(',').map(Number);
