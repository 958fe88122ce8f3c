import { schemas } from '@proposals/contracts';
import { expectError, expectSchema } from './harness';
import { usePipeline } from './pipeline-client';

// Money is integer cents up to JSON's safe integers, BIGINT in PostgreSQL (DESIGN §3): every
// figure here is past the 2^31 a PostgreSQL integer holds.
const TWO_POW_31 = 2 ** 31;
const AMOUNTS = [TWO_POW_31, 2 ** 31 + 1, 8_000_000_000_00, Number.MAX_SAFE_INTEGER];

/** Pesos as the document writes them in Spanish: $80.000.000 (cents only when there are some). */
const spanish = (cents: number) =>
  `$${String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, '.')}${cents % 100 ? `,${String(cents % 100).padStart(2, '0')}` : ''}`;

const client = usePipeline();
const { t, create, post, get, waitForStatus } = client;

describe('money above 2^31 through the API', () => {
  it.each(AMOUNTS)('keeps finalPrice %d exact on PATCH, on read and in the list', async (amount) => {
    const id = await create({ title: `Price ${amount}` });
    const url = `/api/v1/proposals/${id}`;
    const patched = await t.http
      .patch(url)
      .set(client.owner.headers)
      .send({ finalPrice: amount })
      .expect(200);
    expect(patched.body.data.finalPrice).toBe(amount);
    expect((await get(id)).finalPrice).toBe(amount);
    const list = await t.http
      .get('/api/v1/proposals?sort=final_price&order=desc&limit=50')
      .set(client.owner.headers)
      .expect(200);
    expect(list.body.data.find((p: { id: string }) => p.id === id).finalPrice).toBe(amount);
  });

  it('sorts by finalPrice as numbers, not as text', async () => {
    const list = await t.http
      .get('/api/v1/proposals?sort=final_price&order=asc&limit=50')
      .set(client.owner.headers)
      .expect(200);
    const prices = list.body.data.map((p: { finalPrice: number | null }) => p.finalPrice).filter(Boolean);
    expect(prices).toEqual([...AMOUNTS].sort((a, b) => a - b));
  });

  it('refuses amounts past the safe integers with a validation error naming the field', async () => {
    const id = await create({ title: 'Too much' });
    const patch = (body: string) =>
      t.http
        .patch(`/api/v1/proposals/${id}`)
        .set({ ...client.owner.headers, 'Content-Type': 'application/json' })
        .send(body);
    for (const raw of ['9007199254740992', '9007199254740993', '1e20']) {
      const error = expectError(await patch(`{"finalPrice":${raw}}`), 400, 'validation_error');
      expect(error.details?.map((d) => d.field)).toEqual(['finalPrice']);
    }
    expect((await get(id)).finalPrice).toBeNull();
  });
});

describe('a budget of 80 millones de pesos through the pipeline', () => {
  const BRIEF = `Somos una cadena de tiendas en Bogotá. Necesitamos una tienda en línea con pasarela de
pagos y un blog. Presupuesto: 80 millones de pesos colombianos. Lanzamiento antes del 30 de junio de 2027.`;
  // A Colombian agency's rate card: 250.000 COP an hour in every role (about 60 USD).
  const ROLES = ['strategy', 'design', 'development', 'content', 'marketing', 'pm', 'qa', 'generic'];
  const RATE = 25_000_000;

  it('keeps the budget and prices in COP above 2^31, to the detail form', async () => {
    const template = await t.http
      .post('/api/v1/templates')
      .set(client.owner.headers)
      .send({
        name: 'Tarifas COP',
        currency: 'COP',
        defaultRates: Object.fromEntries(ROLES.map((r) => [r, RATE])),
      })
      .expect(201);
    const id = await create({
      title: 'Tienda en línea',
      rawInputText: BRIEF,
      templateId: template.body.data.id,
    });

    await post(id, 'analyze').expect(202);
    const analyzed = await waitForStatus(id, 'analyzed');
    expect(analyzed.currency).toBe('COP');
    expect(analyzed.analysisSummary.budget).toMatchObject({
      min: 8_000_000_000,
      max: 8_000_000_000,
      currency: 'COP',
    });

    await post(id, 'generate').expect(202);
    const ready = await waitForStatus(id, 'ready');
    expectSchema(ready, schemas.proposalDetail);
    expect(ready.currency).toBe('COP');
    expect(ready.analysisSummary.budget.max).toBe(8_000_000_000);
    expect(ready.totalPriceMid).toBeGreaterThan(TWO_POW_31);
    expect(ready.totalPriceMid).toBeLessThanOrEqual(8_000_000_000);
    expect(ready.totalPriceHigh).toBeGreaterThanOrEqual(ready.totalPriceMid);
    const lines: { rate: number; hours: number; total: number }[] = ready.pricingBreakdown;
    expect(lines.every((line) => line.rate === RATE && Number.isSafeInteger(line.total))).toBe(true);
    expect(lines.reduce((sum, line) => sum + line.total, 0)).toBe(ready.totalPriceMid);
    // The document states the budget and the price in Spanish format.
    expect(ready.generatedProposalMarkdown).toContain(`${spanish(8_000_000_000)} COP`);
    expect(ready.generatedProposalMarkdown).toContain(`${spanish(ready.totalPriceMid)} COP`);

    await post(id, 'score').expect(202);
    const scored = await waitForStatus(id, 'ready');
    expect(scored.proposalScore).toEqual(expect.any(Number));
    expect(scored.totalPriceMid).toBe(ready.totalPriceMid);
  });
});
