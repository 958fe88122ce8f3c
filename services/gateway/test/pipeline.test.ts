import { schemas } from '@proposals/contracts';
import { stageHandlers, startStage } from '@proposals/domain';
import { rulesEngine } from '@proposals/engine';
import type { ServiceHandle } from '@proposals/service-kit';
import { expectEnvelope, expectError, expectSchema, useTestGateway, type AccountKey } from './harness';
import { startTestWorkers, stopWorkers } from './workers';

const t = useTestGateway({ PIPELINE_RATE_LIMIT: '1000' });
let workers: ServiceHandle[];
let owner: AccountKey;

beforeAll(async () => {
  workers = await startTestWorkers(t, { PIPELINE_STALL_TIMEOUT_MS: '1000' });
  owner = await t.account('solo');
});
afterAll(() => stopWorkers(workers));

const BRIEF = `Hi team,
We are Brightwave Dental, a group of 12 dental clinics in Austin. We need a new marketing website
with online booking and a blog, plus a refreshed logo. Our budget is $25,000 to $30,000 and the site
must go live by 15 March 2027. Please include SEO basics.
Thanks, Maria Lopez, Marketing Director`;

const create = async (body: object = { title: 'Brightwave website', rawInputText: BRIEF }) =>
  (await t.http.post('/api/v1/proposals').set(owner.headers).send(body).expect(201)).body.data.id as string;

const post = (id: string, stage: string) =>
  t.http.post(`/api/v1/proposals/${id}/${stage}`).set(owner.headers);
const get = async (id: string) =>
  (await t.http.get(`/api/v1/proposals/${id}`).set(owner.headers).expect(200)).body.data;

/** Polls the proposal as a client would, until its status is `status`. */
async function waitForStatus(id: string, status: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const proposal = await get(id);
    if (proposal.status === status) return proposal;
    if (Date.now() > deadline) throw new Error(`still '${proposal.status}', not '${status}'`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const events = (proposalId: string) =>
  t.gateway.deps.db.event.findMany({
    where: { data: { path: ['proposalId'], equals: proposalId } },
    orderBy: { createdAt: 'asc' },
  });

describe('the pipeline through the API', () => {
  it('takes a brief to an analysed, generated and scored proposal', async () => {
    const id = await create();

    const analyze = await post(id, 'analyze').expect(202);
    expectEnvelope(analyze);
    expect(analyze.body.data).toEqual({ id, status: 'analyzing' });
    expect(analyze.headers.location).toBe(`/api/v1/proposals/${id}`);
    const analyzed = await waitForStatus(id, 'analyzed');
    expectSchema(analyzed, schemas.proposalDetail);
    expect(analyzed.analysisSummary).toMatchObject({
      hasResult: true,
      language: 'en',
      budget: { min: 2_500_000, max: 3_000_000, currency: 'USD', kind: 'range' },
      deadline: '2027-03-15',
    });
    expect(analyzed.scopeSummary.hasResult).toBe(true);
    expect(analyzed.generatedProposalMarkdown).toBeNull();

    expect((await post(id, 'generate').expect(202)).body.data).toEqual({ id, status: 'generating' });
    const ready = await waitForStatus(id, 'ready');
    expectSchema(ready, schemas.proposalDetail);
    expect(ready.totalPriceMid).toBeLessThanOrEqual(3_000_000);
    expect(ready.totalPriceLow).toBeLessThanOrEqual(ready.totalPriceMid);
    expect(ready.totalPriceMid).toBeLessThanOrEqual(ready.totalPriceHigh);
    const lineTotal = ready.pricingBreakdown.reduce(
      (sum: number, line: { total: number }) => sum + line.total,
      0,
    );
    expect(lineTotal).toBe(ready.totalPriceMid);
    const end = Date.parse(ready.proposedStartDate) + ready.estimatedDurationDays * 86_400_000;
    expect(end).toBeLessThanOrEqual(Date.parse('2027-03-15'));
    expect(ready.generatedProposalMarkdown).toContain('Brightwave');
    expect(ready.proposalScore).toBeNull();

    expect((await post(id, 'score').expect(202)).body.data).toEqual({ id, status: 'scoring' });
    const scored = await waitForStatus(id, 'ready');
    expect(scored.proposalScore).toBe(scored.scoreBreakdown.overall);
    expect(scored.scoreBreakdown).toMatchObject({
      clarity: expect.any(Number),
      completeness: expect.any(Number),
      persuasiveness: expect.any(Number),
      reasons: expect.any(Array),
      suggestions: expect.any(Array),
    });

    const types = (await events(id)).map((e) => e.type);
    expect(types).toEqual([
      'proposal.created',
      'proposal.analysis_completed',
      'proposal.generation_completed',
      'proposal.scoring_completed',
    ]);
    const completed = (await events(id)).find((e) => e.type === 'proposal.analysis_completed');
    expect(completed?.data).toEqual({
      proposalId: id,
      status: 'analyzed',
      title: 'Brightwave website',
      source: 'api',
    });
  });

  it('refuses each stage outside its state, and analyze without a brief', async () => {
    const empty = await create({ title: 'No brief yet' });
    expect(expectError(await post(empty, 'analyze'), 409, 'invalid_state').message).toMatch(/rawInputText/);
    expectError(await post(empty, 'generate'), 409, 'invalid_state');
    expectError(await post(empty, 'score'), 409, 'invalid_state');
    expect((await get(empty)).status).toBe('draft');
    expectError(await post('00000000-0000-4000-8000-000000000000', 'analyze'), 404, 'not_found');
    expectError(await post('not-a-uuid', 'analyze'), 404, 'not_found');
  });

  it("keeps another account's proposal and a key without the scope out", async () => {
    const id = await create();
    const stranger = await t.account('solo');
    expectError(await t.http.post(`/api/v1/proposals/${id}/analyze`).set(stranger.headers), 404, 'not_found');
    const reader = await t.account('solo', ['proposals:read']);
    expectError(
      await t.http.post(`/api/v1/proposals/${id}/analyze`).set(reader.headers),
      403,
      'insufficient_scope',
    );
    expect((await get(id)).status).toBe('draft');
  });

  it('gives exactly one 202 to concurrent starts of the same stage', async () => {
    const id = await create();
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(id, 'analyze')));
    expect(answers.map((a) => a.status).sort()).toEqual([202, 409, 409, 409, 409, 409]);
    await waitForStatus(id, 'analyzed');
    const jobs = await t.gateway.deps.db.jobOutbox.count({ where: { proposalId: id } });
    expect(jobs).toBe(1);
  });

  it('never touches a proposal archived while its stage was queued', async () => {
    const id = await create();
    const { job } = await startStage(t.gateway.deps.db, owner.accountId, id, 'analyze');
    await t.http.delete(`/api/v1/proposals/${id}`).set(owner.headers).expect(200);
    await stageHandlers(t.gateway.deps.db, rulesEngine, 'analyze').run(job);
    const archived = await get(id);
    expect(archived).toMatchObject({ status: 'archived', analysisSummary: { hasResult: false } });
    expect((await events(id)).map((e) => e.type)).toEqual(['proposal.created', 'proposal.updated']);
  });

  it('reverts a failed stage to the state before it, with the failed event and its error', async () => {
    const id = await create();
    await post(id, 'analyze').expect(202);
    await waitForStatus(id, 'analyzed');
    const { job } = await startStage(t.gateway.deps.db, owner.accountId, id, 'generate');
    await stageHandlers(t.gateway.deps.db, rulesEngine, 'generate').fail(job, new Error('the engine broke'));
    expect((await get(id)).status).toBe('analyzed');
    const failed = (await events(id)).find((e) => e.type === 'proposal.generation_failed');
    expect(failed?.data).toEqual({
      proposalId: id,
      status: 'analyzed',
      title: 'Brightwave website',
      source: 'api',
      error: { code: 'stage_failed', message: 'the engine broke' },
    });
    // A second failure of the same job (a retry racing the sweep) changes nothing more.
    await stageHandlers(t.gateway.deps.db, rulesEngine, 'generate').fail(job, new Error('again'));
    expect((await events(id)).filter((e) => e.type === 'proposal.generation_failed')).toHaveLength(1);
  });

  it('relays a job whose publish never happened (Redis away at commit)', async () => {
    const id = await create();
    await startStage(t.gateway.deps.db, owner.accountId, id, 'analyze');
    await waitForStatus(id, 'analyzed');
    const row = await t.gateway.deps.db.jobOutbox.findFirstOrThrow({ where: { proposalId: id } });
    expect(row.publishedAt).not.toBeNull();
  });

  it('queues a stage again when the queue lost its job, and fails it once lost too often', async () => {
    const db = t.gateway.deps.db;
    const stale = { publishedAt: new Date(), createdAt: new Date(Date.now() - 60_000) };
    const lost = await create();
    const { job } = await startStage(db, owner.accountId, lost, 'analyze');
    // Published, then Redis lost it: the row says published, the queue has no such job.
    await db.jobOutbox.update({ where: { id: job.id }, data: stale });
    await db.proposal.update({
      where: { id: lost },
      data: { stageStartedAt: new Date(Date.now() - 60_000) },
    });
    await waitForStatus(lost, 'analyzed');
    expect(await db.jobOutbox.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({ requeues: 1 });

    const hopeless = await create();
    const second = await startStage(db, owner.accountId, hopeless, 'analyze');
    await db.jobOutbox.update({ where: { id: second.job.id }, data: { ...stale, requeues: 3 } });
    await db.proposal.update({
      where: { id: hopeless },
      data: { stageStartedAt: new Date(Date.now() - 60_000) },
    });
    await waitForStatus(hopeless, 'draft');
    const failed = (await events(hopeless)).find((e) => e.type === 'proposal.analysis_failed');
    expect(failed?.data).toMatchObject({ status: 'draft', error: { code: 'stage_stalled' } });
  });
});
