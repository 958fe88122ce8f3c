import { AppError, PLAN_TERMS } from '@proposals/contracts';
import type { Prisma } from '@proposals/db';
import { billingPeriod } from './period';

/**
 * Counts one proposal creation against the account's quota, inside the caller's transaction, or
 * throws quota_exceeded. The counter is raised only while it is under the plan limit (one
 * conditional statement, so concurrent creations cannot overshoot); past the limit one add-on
 * credit is spent instead, again conditionally.
 */
export async function consumeProposalQuota(
  tx: Prisma.TransactionClient,
  accountId: string,
  now: Date,
): Promise<void> {
  const account = await tx.account.findUniqueOrThrow({
    where: { id: accountId },
    select: { plan: true, billingAnchor: true },
  });
  const { start } = billingPeriod(account.billingAnchor, now);
  const limit = PLAN_TERMS[account.plan].proposalsLimit;

  const counted = await tx.$queryRaw<unknown[]>`
    INSERT INTO usage_counters (account_id, period_start, proposals_created, updated_at)
    VALUES (${accountId}::uuid, ${start}, 1, now())
    ON CONFLICT (account_id, period_start) DO UPDATE
      SET proposals_created = usage_counters.proposals_created + 1, updated_at = now()
      WHERE usage_counters.proposals_created < ${limit}
    RETURNING proposals_created`;
  if (counted.length === 1) return;

  const spent = await tx.$executeRaw`
    UPDATE accounts SET addon_credits = addon_credits - 1, updated_at = now()
    WHERE id = ${accountId}::uuid AND addon_credits > 0`;
  if (spent === 0) {
    throw new AppError(
      'quota_exceeded',
      `The ${account.plan} plan allows ${limit} proposals per billing period and no add-on credits are left.`,
    );
  }
  await tx.$executeRaw`
    UPDATE usage_counters
    SET proposals_created = proposals_created + 1, addon_credits_used = addon_credits_used + 1, updated_at = now()
    WHERE account_id = ${accountId}::uuid AND period_start = ${start}`;
}
