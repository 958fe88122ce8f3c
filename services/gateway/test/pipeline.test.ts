import { schemas } from '@proposals/contracts';
import { expectEnvelope, expectError, expectSchema } from './harness';
import { usePipeline } from './pipeline-client';

const client = usePipeline();
const { t, create, post, get, waitForStatus, events } = client;

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
});
