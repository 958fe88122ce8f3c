import { stageHandlers, startStage } from '@proposals/domain';
import { rulesEngine } from '@proposals/engine';
import { usePipeline } from './pipeline-client';

const client = usePipeline();
const { t, create, post, get, waitForStatus, events } = client;

describe('the pipeline when things go wrong', () => {
  it('never touches a proposal archived while its stage was queued', async () => {
    const id = await create();
    const { job } = await startStage(t.gateway.deps.db, client.owner.accountId, id, 'analyze');
    await t.http.delete(`/api/v1/proposals/${id}`).set(client.owner.headers).expect(200);
    await stageHandlers(t.gateway.deps.db, rulesEngine, 'analyze').run(job, job.id);
    const archived = await get(id);
    expect(archived).toMatchObject({ status: 'archived', analysisSummary: { hasResult: false } });
    expect((await events(id)).map((e) => e.type)).toEqual(['proposal.created', 'proposal.updated']);
  });

  it('reverts a failed stage to the state before it, with the failed event and its error', async () => {
    const id = await create();
    await post(id, 'analyze').expect(202);
    await waitForStatus(id, 'analyzed');
    const { job } = await startStage(t.gateway.deps.db, client.owner.accountId, id, 'generate');
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
    const db = t.gateway.deps.db;
    const id = await create();
    const { job } = await startStage(db, client.owner.accountId, id, 'analyze');
    // Past the grace the relay leaves to the writer, and long before the stall sweep would act.
    await db.jobOutbox.update({ where: { id: job.id }, data: { createdAt: new Date(Date.now() - 10_000) } });
    await waitForStatus(id, 'analyzed');
    const row = await db.jobOutbox.findUniqueOrThrow({ where: { id: job.id } });
    expect(row).toMatchObject({ requeues: 0, publishedAt: expect.any(Date) });
  });

  it('queues a stage again when the queue lost its job, and fails it once lost too often', async () => {
    const db = t.gateway.deps.db;
    const stale = { publishedAt: new Date(), createdAt: new Date(Date.now() - 60_000) };
    const lost = await create();
    const { job } = await startStage(db, client.owner.accountId, lost, 'analyze');
    // Published, then Redis lost it: the row says published, the queue has no such job.
    await db.jobOutbox.update({ where: { id: job.id }, data: stale });
    await db.proposal.update({
      where: { id: lost },
      data: { stageStartedAt: new Date(Date.now() - 60_000) },
    });
    await waitForStatus(lost, 'analyzed');
    expect(await db.jobOutbox.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({ requeues: 1 });

    const hopeless = await create();
    const second = await startStage(db, client.owner.accountId, hopeless, 'analyze');
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
