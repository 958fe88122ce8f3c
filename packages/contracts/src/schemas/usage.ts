import { PLANS } from '../plans';
import { record, timestamp } from './common';

const usageProperties = {
  plan: { type: 'string', enum: PLANS },
  proposalsUsed: { type: 'integer', minimum: 0 },
  proposalsLimit: { type: 'integer', minimum: 0 },
  /** Add-on credits still available; creations past proposalsLimit use them up one each. */
  addonCredits: { type: 'integer', minimum: 0 },
  periodStart: timestamp,
  /** Exclusive: the start of the next period. */
  periodEnd: timestamp,
} as const;

export const usageRecord = record(usageProperties);
