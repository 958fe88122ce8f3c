import { AppError, PLAN_TERMS, type Plan } from '@proposals/contracts';
import { billingPeriod } from './period';

/** Each plan's proposal limit, as a statement reads it: `{ "free": 5, … }`. */
export const PLAN_LIMITS_JSON = JSON.stringify(
  Object.fromEntries(Object.entries(PLAN_TERMS).map(([plan, terms]) => [plan, terms.proposalsLimit])),
);

/**
 * The start of the billing period containing `now` for an anchor on each day of the month, 1 to
 * 31 (a 31-day month holds every anchor day). A statement picks its account's by the anchor's
 * day, so the account need not be read in a round trip of its own first.
 */
export const periodStartsByAnchorDay = (now: Date): Date[] =>
  Array.from({ length: 31 }, (_, i) => billingPeriod(new Date(Date.UTC(2000, 0, i + 1)), now).start);

export const quotaExceeded = (plan: Plan) =>
  new AppError(
    'quota_exceeded',
    `The ${plan} plan allows ${PLAN_TERMS[plan].proposalsLimit} proposals per billing period and no add-on credits are left.`,
  );
