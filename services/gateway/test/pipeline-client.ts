import type { ServiceHandle } from '@proposals/service-kit';
import { useTestGateway, type AccountKey, type TestGateway } from './harness';
import { startTestWorkers, stopWorkers } from './workers';

export const BRIEF = `Hi team,
We are Brightwave Dental, a group of 12 dental clinics in Austin. We need a new marketing website
with online booking and a blog, plus a refreshed logo. Our budget is $25,000 to $30,000 and the site
must go live by 15 March 2027. Please include SEO basics.
Thanks, Maria Lopez, Marketing Director`;

export interface PipelineClient {
  t: TestGateway;
  owner: AccountKey;
  create(body?: object): Promise<string>;
  post(id: string, stage: string): ReturnType<TestGateway['http']['post']>;
  get(id: string): Promise<Record<string, any>>;
  /** Polls the proposal as a client would, until its status is `status`. */
  waitForStatus(id: string, status: string, timeoutMs?: number): Promise<Record<string, any>>;
  events(proposalId: string): Promise<{ id: string; type: string; data: unknown }[]>;
}

/** A test gateway (with `env`) and the three stage workers for the file's tests, and a client's calls. */
export function usePipeline(env: Record<string, string> = {}): PipelineClient {
  const t = useTestGateway({ PIPELINE_RATE_LIMIT: '1000', ...env });
  let workers: ServiceHandle[] = [];
  const client = { t } as PipelineClient;
  beforeAll(async () => {
    workers = await startTestWorkers(t, { PIPELINE_STALL_TIMEOUT_MS: '1000' });
    client.owner = await t.account('solo');
  });
  afterAll(() => stopWorkers(workers));

  client.create = async (body = { title: 'Brightwave website', rawInputText: BRIEF }) =>
    (await t.http.post('/api/v1/proposals').set(client.owner.headers).send(body).expect(201)).body.data.id;
  client.post = (id, stage) => t.http.post(`/api/v1/proposals/${id}/${stage}`).set(client.owner.headers);
  client.get = async (id) =>
    (await t.http.get(`/api/v1/proposals/${id}`).set(client.owner.headers).expect(200)).body.data;
  client.waitForStatus = async (id, status, timeoutMs = 15_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const proposal = await client.get(id);
      if (proposal.status === status) return proposal;
      if (Date.now() > deadline) throw new Error(`still '${proposal.status}', not '${status}'`);
      await new Promise((r) => setTimeout(r, 25));
    }
  };
  client.events = (proposalId) =>
    t.gateway.deps.db.event.findMany({
      where: { data: { path: ['proposalId'], equals: proposalId } },
      orderBy: { createdAt: 'asc' },
    });
  return client;
}
