import { expectError, TIMESTAMP, useReplica } from '../harness';
import { usePipeline } from '../pipeline-client';
import { openStream, type Message } from './sse';

const client = usePipeline({ EVENT_STREAM_HEARTBEAT_MS: '200' });
const { t, create, post, waitForStatus } = client;
const replica = useReplica(t);

const pathOf = (id: string) => `/api/v1/proposals/${id}/events`;
const urlOf = (id: string, port = t.gateway.port) => `http://127.0.0.1:${port}${pathOf(id)}`;
const follow = (id: string, headers: Record<string, string> = {}, port?: number) =>
  openStream(urlOf(id, port), { ...client.owner.headers, ...headers });
const isStatus = (status: string) => (m: Message) => m.event === 'status' && m.data.status === status;
const openStreams = async () =>
  Number((await t.http.get('/metrics')).text.match(/^event_streams_open\{[^}]*\} (\d+)$/m)?.[1]);
async function eventually(check: () => Promise<boolean> | boolean, what: string) {
  for (const deadline = Date.now() + 10_000; !(await check()); await new Promise((r) => setTimeout(r, 25)))
    if (Date.now() > deadline) throw new Error(`never: ${what}`);
}

describe('GET /proposals/:id/events', () => {
  it('opens with the status, then sends each event and status change as it commits', async () => {
    const id = await create();
    const [created] = await client.events(id);
    const stream = await follow(id);
    expect({ status: stream.status, type: stream.contentType }).toEqual({
      status: 200,
      type: 'text/event-stream; charset=utf-8',
    });
    const opening = await stream.until(() => true);
    expect(opening).toEqual({
      event: 'status',
      id: created!.id,
      data: { id, status: 'draft', updatedAt: expect.stringMatching(TIMESTAMP) },
    });

    await post(id, 'analyze').expect(202);
    const done = await stream.until((m) => m.event === 'proposal.analysis_completed');
    expect(done.data).toEqual({
      id: done.id,
      type: 'proposal.analysis_completed',
      createdAt: expect.stringMatching(TIMESTAMP),
      data: { proposalId: id, status: 'analyzed', title: 'Brightwave website', source: 'api' },
    });
    // The status that a change brings comes first, carrying the last event sent before it.
    expect((await stream.until(isStatus('analyzed'))).id).toBe(opening.id);
    const seen = stream.messages.map((m) => (m.event === 'status' ? m.data.status : m.event)).join();
    expect([
      'draft,analyzing,analyzed,proposal.analysis_completed',
      'draft,analyzed,proposal.analysis_completed',
    ]).toContain(seen);
    stream.close();
  });

  it('resumes after Last-Event-ID with what was committed meanwhile, in order', async () => {
    const id = await create();
    const first = await follow(id);
    const opened = await first.until(() => true);
    first.close();
    await post(id, 'analyze').expect(202);
    await waitForStatus(id, 'analyzed');
    await post(id, 'generate').expect(202);
    await waitForStatus(id, 'ready');

    const resumed = await follow(id, { 'Last-Event-ID': opened.id });
    await resumed.until((m) => m.event === 'proposal.generation_completed');
    expect(resumed.messages.map((m) => m.event)).toEqual([
      'status',
      'proposal.analysis_completed',
      'proposal.generation_completed',
    ]);
    expect(resumed.messages[0]).toMatchObject({ id: opened.id, data: { status: 'ready' } });
    resumed.close();
  });

  it('keeps an idle stream open with heart-beats, and lets it go when the client does', async () => {
    const id = await create();
    await eventually(async () => (await openStreams()) === 0, 'the earlier tests’ streams gone');
    const stream = await follow(id);
    await stream.until(() => true);
    await eventually(() => stream.comments >= 2, 'two heart-beats');
    expect(await openStreams()).toBe(1);
    stream.close();
    await eventually(async () => (await openStreams()) === 0, 'the stream forgotten');
  });

  it('is served by any replica: a change through one gateway reaches a stream on another', async () => {
    const id = await create();
    const stream = await follow(id, {}, replica.gateway.port);
    await stream.until(isStatus('draft'));
    await post(id, 'analyze').expect(202);
    await stream.until(isStatus('analyzed'));
    stream.close();
  });

  it('is scoped and authorised like GET /proposals/:id, and refuses a Last-Event-ID it does not know', async () => {
    const id = await create();
    const other = await create();
    const [otherEvent] = await client.events(other);
    const stranger = await t.account('solo');
    const writer = await t.account('solo', ['proposals:write']);
    expectError(await t.http.get(pathOf(id)), 401, 'unauthorized');
    expectError(await t.http.get(pathOf(id)).set(stranger.headers), 404, 'not_found');
    expectError(await t.http.get(pathOf('not-a-uuid')).set(client.owner.headers), 404, 'not_found');
    expectError(await t.http.get(pathOf(id)).set(writer.headers), 403, 'insufficient_scope');
    for (const lastEventId of ['garbage', otherEvent!.id]) {
      const refused = expectError(
        await t.http.get(pathOf(id)).set({ ...client.owner.headers, 'Last-Event-ID': lastEventId }),
        400,
        'validation_error',
      );
      expect(refused.details?.[0]?.field).toBe('Last-Event-ID');
    }
  });
});
