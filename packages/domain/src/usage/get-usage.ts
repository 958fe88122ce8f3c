import { PLAN_TERMS, notFound, type UsageRecord } from '@proposals/contracts';
import type { Db } from '@proposals/db';
import { iso } from '../shared/time';
import { billingPeriod } from './period';

export async function getUsage(db: Db, accountId: string, now = new Date()): Promise<UsageRecord> {
  const account = await db.account.findUnique({ where: { id: accountId } });
  if (!account) throw notFound('Account');
  const period = billingPeriod(account.billingAnchor, now);
  const counter = await db.usageCounter.findUnique({
    where: { accountId_periodStart: { accountId, periodStart: period.start } },
  });
  return {
    plan: account.plan,
    proposalsUsed: counter?.proposalsCreated ?? 0,
    proposalsLimit: PLAN_TERMS[account.plan].proposalsLimit,
    addonCredits: account.addonCredits,
    periodStart: iso(period.start),
    periodEnd: iso(period.end),
  };
}
