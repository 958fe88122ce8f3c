import { randomUUID } from 'node:crypto';
import { stageHandlers, startStage } from '@proposals/domain';
import { rulesEngine } from '@proposals/engine';
import { ProposalsApiError, StageFailedError, type ProposalSummary } from '@proposals/sdk';
import { useTestGateway, type AccountKey } from '../harness';
import { sdkClient } from './client';

const t = useTestGateway();
let owner: AccountKey;
let client: ReturnType<typeof sdkClient>;
beforeAll(async () => {
  owner = await t.account('solo');
  client = sdkClient(t, owner);
});

describe('the SDK against the gateway', () => {
  it('creates, lists and reads proposals with typed results', async () => {
    const created: ProposalSummary = await client.proposals.create({
      title: 'SDK site',
      rawInputText: 'A blog.',
    });
    expect(created).toMatchObject({ title: 'SDK site', status: 'draft', finalPrice: null });
    const page = await client.proposals.list({ limit: 5 });
    expect(page.data.map((p) => p.id)).toContain(created.id);
    expect(page.meta).toMatchObject({ page: 1, limit: 5, total: expect.any(Number) });
    const detail = await client.proposals.get(created.id);
    expect(detail).toMatchObject({
      id: created.id,
      rawInputText: 'A blog.',
      analysisSummary: { hasResult: false },
    });
  });

  it('throws a typed ProposalsApiError with the code and the request id of the answer', async () => {
    const error = await client.proposals.get(randomUUID()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProposalsApiError);
    expect(error).toMatchObject({ status: 404, code: 'not_found', requestId: expect.stringMatching(/.+/) });
    const invalid = (await client.proposals
      .create({ title: '' })
      .catch((e: unknown) => e)) as ProposalsApiError;
    expect(invalid).toMatchObject({ status: 400, code: 'validation_error' });
    expect(invalid.details?.[0]).toMatchObject({ field: expect.stringContaining('title') });
  });

  it('iterates a list over several pages, every item once, in the API order', async () => {
    const other = sdkClient(t, await t.account('solo'));
    for (let i = 0; i < 5; i++) await other.proposals.create({ title: `Paged ${i}` });
    const seen: string[] = [];
    for await (const proposal of other.paginate('/proposals', { limit: 2, sort: 'title', order: 'asc' }))
      seen.push(proposal.title);
    expect(seen).toEqual(['Paged 0', 'Paged 1', 'Paged 2', 'Paged 3', 'Paged 4']);
  });

  it('reports a stage that failed as StageFailedError, not as a time-out', async () => {
    const { id } = await client.proposals.create({ title: 'Doomed', rawInputText: 'A shop.' });
    const { job } = await startStage(t.gateway.deps.db, owner.accountId, id, 'analyze');
    const waiting = client.waitFor(id, 'analyzed', { intervalMs: 50, timeoutMs: 10_000 });
    await stageHandlers(t.gateway.deps.db, rulesEngine, 'analyze').fail(job, new Error('the engine broke'));
    const error = await waiting.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StageFailedError);
    expect(error).toMatchObject({ stage: 'analyze', status: 'draft', proposalId: id });
  });
});
