import { schemas } from '@proposals/contracts';
import { addAddonCredits, setPlan } from '@proposals/domain';
import { expectEnvelope, expectError, expectSchema, useTestGateway } from './harness';

const t = useTestGateway();

const usage = (headers: Record<string, string>) => t.http.get('/api/v1/usage').set(headers);
const create = (headers: Record<string, string>) => t.http.post('/api/v1/proposals').set(headers).send({});

describe('GET /usage', () => {
  it('reports the plan, the period and the counts', async () => {
    const account = await t.account('free');
    const res = await usage(account.headers);
    expect(res.status).toBe(200);
    expectEnvelope(res);
    expectSchema(res.body.data, schemas.usageRecord);
    expect(res.body.data).toMatchObject({
      plan: 'free',
      proposalsUsed: 0,
      proposalsLimit: 5,
      addonCredits: 0,
    });
    const { periodStart, periodEnd } = res.body.data;
    expect(new Date(periodStart).getTime()).toBeLessThanOrEqual(Date.now());
    expect(new Date(periodEnd).getTime()).toBeGreaterThan(Date.now());
    expect(periodStart).toMatch(/T00:00:00\.000Z$/);
  });

  it('shows the limits of each plan', async () => {
    for (const [plan, limit] of [
      ['free', 5],
      ['solo', 50],
      ['team', 500],
    ] as const) {
      const account = await t.account(plan);
      expect((await usage(account.headers)).body.data).toMatchObject({ plan, proposalsLimit: limit });
    }
  });
});

describe('proposal quota', () => {
  it('refuses the 6th proposal of a free period with 402, then spends add-on credits one each', async () => {
    const account = await t.account('free');
    for (let i = 0; i < 5; i++) expect((await create(account.headers)).status).toBe(201);
    const refused = expectError(await create(account.headers), 402, 'quota_exceeded');
    expect(refused.message).toMatch(/free plan allows 5/);

    await addAddonCredits(t.gateway.deps.db, account.accountId, 2);
    expect((await usage(account.headers)).body.data).toMatchObject({ proposalsUsed: 5, addonCredits: 2 });
    expect((await create(account.headers)).status).toBe(201);
    expect((await create(account.headers)).status).toBe(201);
    expectError(await create(account.headers), 402, 'quota_exceeded');
    expect((await usage(account.headers)).body.data).toMatchObject({
      proposalsUsed: 7,
      proposalsLimit: 5,
      addonCredits: 0,
    });
  });

  it('does not give a proposal back when it is archived', async () => {
    const account = await t.account('free');
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await create(account.headers)).body.data.id);
    await t.http.delete(`/api/v1/proposals/${ids[0]}`).set(account.headers);
    expectError(await create(account.headers), 402, 'quota_exceeded');
  });

  it('lets exactly the quota through when creations race', async () => {
    const account = await t.account('free');
    await addAddonCredits(t.gateway.deps.db, account.accountId, 3);
    const results = await Promise.all(Array.from({ length: 16 }, () => create(account.headers)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(8);
    expect(statuses.filter((s) => s === 402)).toHaveLength(8);
    expect((await usage(account.headers)).body.data).toMatchObject({ proposalsUsed: 8, addonCredits: 0 });
    const total = await t.gateway.deps.db.proposal.count({ where: { accountId: account.accountId } });
    expect(total).toBe(8);
  });

  it('applies a plan change at once', async () => {
    const account = await t.account('free');
    for (let i = 0; i < 5; i++) await create(account.headers);
    await setPlan(t.gateway.deps.db, account.accountId, 'solo');
    expect((await create(account.headers)).status).toBe(201);
    expect((await usage(account.headers)).body.data).toMatchObject({
      plan: 'solo',
      proposalsUsed: 6,
      proposalsLimit: 50,
    });
  });
});
