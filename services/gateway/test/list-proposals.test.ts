import { schemas } from '@proposals/contracts';
import { expectEnvelope, expectError, expectSchema, useTestGateway, type AccountKey } from './harness';

const t = useTestGateway();
let owner: AccountKey;
const TOTAL = 53;
let clientId: string;

beforeAll(async () => {
  owner = await t.account('team');
  clientId = (await t.http.post('/api/v1/clients').set(owner.headers).send({ name: 'Filter Co' })).body.data
    .id;
  for (let i = 0; i < TOTAL; i++) {
    const body = {
      title: `P${String(i % 7).padStart(2, '0')}`,
      ...(i % 5 === 0 ? { clientId } : {}),
    };
    const res = await t.http.post('/api/v1/proposals').set(owner.headers).send(body);
    if (i % 3 === 0)
      await t.http
        .patch(`/api/v1/proposals/${res.body.data.id}`)
        .set(owner.headers)
        .send({ finalPrice: (i % 4) * 1000 });
  }
});

const list = (query: string) => t.http.get(`/api/v1/proposals${query}`).set(owner.headers);

describe('GET /proposals pagination', () => {
  it('defaults to page 1 of 20, newest first, with the list meta', async () => {
    const res = await list('');
    expect(res.status).toBe(200);
    expectEnvelope(res);
    expect(res.body.meta).toMatchObject({ page: 1, limit: 20, total: TOTAL, hasMore: true });
    expect(res.body.data).toHaveLength(20);
    for (const item of res.body.data) expectSchema(item, schemas.proposalSummary);
    const created = res.body.data.map((p: { createdAt: string }) => p.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
  });

  it('serves limit 50, refuses 51, 0 and page 0 as validation errors', async () => {
    const fifty = await list('?limit=50');
    expect(fifty.body.data).toHaveLength(50);
    expect(fifty.body.meta).toMatchObject({ limit: 50, hasMore: true });
    for (const bad of ['?limit=51', '?limit=0', '?page=0', '?page=-1', '?limit=abc', '?page=1.5']) {
      expectError(await list(bad), 400, 'validation_error');
    }
  });

  it('answers an empty page past the end, and hasMore false on the last page', async () => {
    const last = await list('?limit=50&page=2');
    expect(last.body.data).toHaveLength(TOTAL - 50);
    expect(last.body.meta).toMatchObject({ page: 2, limit: 50, total: TOTAL, hasMore: false });
    const past = await list('?limit=50&page=3');
    expect(past.body.data).toEqual([]);
    expect(past.body.meta).toMatchObject({ page: 3, total: TOTAL, hasMore: false });
  });

  it('walks every page exactly once, for every sort and order', async () => {
    for (const sort of ['created_at', 'updated_at', 'title', 'final_price']) {
      for (const order of ['asc', 'desc']) {
        const seen: string[] = [];
        for (let page = 1; page <= 6; page++) {
          const res = await list(`?sort=${sort}&order=${order}&limit=10&page=${page}`);
          expect(res.status).toBe(200);
          seen.push(...res.body.data.map((p: { id: string }) => p.id));
        }
        expect(new Set(seen).size).toBe(TOTAL);
      }
    }
  });

  it('sorts by title and by final price, nulls last', async () => {
    const byTitle = (await list('?sort=title&order=asc&limit=50')).body.data.map(
      (p: { title: string }) => p.title,
    );
    expect(byTitle).toEqual([...byTitle].sort());
    const byPrice = (await list('?sort=final_price&order=desc&limit=50')).body.data.map(
      (p: { finalPrice: number | null }) => p.finalPrice,
    );
    const priced = byPrice.filter((p: number | null) => p !== null);
    expect(byPrice.slice(0, priced.length)).toEqual([...priced].sort((a: number, b: number) => b - a));
    expect(byPrice.slice(priced.length).every((p: number | null) => p === null)).toBe(true);
  });

  it('filters by status and client, and refuses unknown values', async () => {
    const byClient = await list(`?clientId=${clientId}&limit=50`);
    expect(byClient.body.meta.total).toBe(Math.ceil(TOTAL / 5));
    expect(byClient.body.data.every((p: { clientId: string }) => p.clientId === clientId)).toBe(true);
    const drafts = await list('?status=draft&limit=1');
    expect(drafts.body.meta.total).toBe(TOTAL);
    expect((await list('?status=ready')).body.meta.total).toBe(0);
    expectError(await list('?status=done'), 400, 'validation_error');
    expectError(await list('?sort=price'), 400, 'validation_error');
    expectError(await list('?order=up'), 400, 'validation_error');
    expectError(await list('?clientId=123'), 400, 'validation_error');
    expectError(await list('?unknown=1'), 400, 'validation_error');
  });
});
