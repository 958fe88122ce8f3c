import type { Db } from '@proposals/db';
import type { Plan } from '@proposals/contracts';

export async function setPlan(
  db: Db,
  accountId: string,
  plan: Plan,
): Promise<{ accountId: string; plan: Plan }> {
  const account = await db.account.update({ where: { id: accountId }, data: { plan } });
  return { accountId: account.id, plan: account.plan };
}

export async function addAddonCredits(
  db: Db,
  accountId: string,
  credits: number,
): Promise<{ accountId: string; addonCredits: number }> {
  const account = await db.account.update({
    where: { id: accountId },
    data: { addonCredits: { increment: credits } },
  });
  return { accountId: account.id, addonCredits: account.addonCredits };
}
