import { schemas } from '@proposals/contracts';
import { seedProposal } from '../export/setup';
import { expectError, expectSchema, useTestGateway, type AccountKey } from '../harness';

const t = useTestGateway({ SHARE_MISS_LIMIT: '8' });
let owner: AccountKey;
beforeAll(async () => {
  owner = await t.account('solo');
});

const ana = { recipient: { name: 'Ana Díaz', email: 'ana@example.com' } };
const share = async (id: string, body: object = ana) =>
  t.http.post(`/api/v1/proposals/${id}/share-links`).set(owner.headers).send(body);
const tokenOf = (url: string) => new URL(url).pathname.split('/')[2]!;
const eventTypes = async (proposalId: string) =>
  (
    await t.gateway.deps.db.event.findMany({
      where: { data: { path: ['proposalId'], equals: proposalId } },
      orderBy: { createdAt: 'asc' },
    })
  ).map((e) => e.type);

describe('share links for the business', () => {
  it('creates a link whose URL carries the token once, and lists it without', async () => {
    const { id } = await seedProposal(t, owner);
    const res = await share(id);
    expect(res.status).toBe(201);
    expectSchema(res.body.data, schemas.createdShareLink);
    const token = tokenOf(res.body.data.url);
    expect(res.body.data.url).toBe(`http://127.0.0.1:${t.gateway.port}/p/${token}`);
    const list = await t.http.get(`/api/v1/proposals/${id}/share-links`).set(owner.headers).expect(200);
    expect(JSON.stringify(list.body)).not.toContain(token);
    expect(list.body.data[0]).toMatchObject({ state: 'active', viewCount: 0, recipient: ana.recipient });
  });

  it('refuses a draft, a bad recipient and another account', async () => {
    const { id } = await seedProposal(t, owner, { status: 'draft' });
    expectError(await share(id), 409, 'invalid_state');
    const ready = await seedProposal(t, owner);
    expectError(await share(ready.id, { recipient: { name: 'A', email: 'nope' } }), 400, 'validation_error');
    const other = await t.account('solo');
    const res = await t.http.post(`/api/v1/proposals/${ready.id}/share-links`).set(other.headers).send(ana);
    expectError(res, 404, 'not_found');
    expectError(
      await t.http.get(`/api/v1/proposals/${ready.id}/acceptance`).set(owner.headers),
      404,
      'not_found',
    );
  });
});

describe('the client page without a browser', () => {
  it('serves the snapshot with the headers DESIGN fixes; a plain GET counts no view', async () => {
    const { id } = await seedProposal(t, owner, { title: 'Brightwave website' });
    const token = tokenOf((await share(id)).body.data.url);
    await t.http
      .patch(`/api/v1/proposals/${id}`)
      .set(owner.headers)
      .send({ title: 'Renamed later' })
      .expect(200);
    const page = await t.http.get(`/p/${token}`).expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('Brightwave website');
    expect(page.text).not.toContain('Renamed later');
    const csp = page.headers['content-security-policy'];
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toMatch(/unsafe-inline|https?:/);
    expect(page.headers).toMatchObject({
      'x-robots-tag': expect.stringContaining('noindex'),
      'referrer-policy': 'no-referrer',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    expect(Buffer.byteLength(page.text)).toBeLessThan(60_000);
    const [link] = (await t.http.get(`/api/v1/proposals/${id}/share-links`).set(owner.headers)).body.data;
    expect(link.viewCount).toBe(0);
    expect(await eventTypes(id)).not.toContain('proposal.viewed');
    await t.http.post(`/p/${token}/view`).expect(204);
    expect(await eventTypes(id)).toContain('proposal.viewed');
  });

  it('accepts through a form post once, as an outcome, and keeps the evidence', async () => {
    const { id, generated } = await seedProposal(t, owner);
    const token = tokenOf((await share(id)).body.data.url);
    const withOption = generated.totalPriceMid + (generated.pricingOptions[0]?.total ?? 0);
    const selections = generated.pricingOptions.length ? ['opt-1'] : [];
    const total = await t.http.get(`/p/${token}/total`).query({ selections }).expect(200);
    expect(total.body.total).toBe(withOption);
    const form = {
      signerName: 'Ana Díaz',
      signerEmail: 'ana@example.com',
      consent: 'yes',
      expectedTotal: String(withOption),
      selections,
    };
    const accept = () => t.http.post(`/p/${token}/accept`).type('form').send(form);
    expect((await accept()).headers.location).toBe(`/p/${token}`);
    await accept().expect(303);
    const record = await t.http.get(`/api/v1/proposals/${id}/acceptance`).set(owner.headers).expect(200);
    expect(record.body.data).toMatchObject({ decision: 'accepted', totalPrice: withOption, selections });
    const proposal = await t.http.get(`/api/v1/proposals/${id}`).set(owner.headers).expect(200);
    expect(proposal.body.data).toMatchObject({ status: 'sent', outcome: 'won' });
    const types = await eventTypes(id);
    expect(types.filter((type) => type === 'proposal.accepted')).toHaveLength(1);
    expect(types).toContain('proposal.outcome_recorded');
    expect((await t.http.get(`/p/${token}`).expect(200)).text).toContain('Accepted by Ana Díaz');
  });

  it('writes hostile titles and Markdown as text, and links only to http, https and mailto', async () => {
    const markdown =
      '## Scope\n\n<script>alert(1)</script> <img src=x onerror="alert(2)">\n\n[bad](javascript:alert(3)) [good](https://example.com) [mail](mailto:a@example.com)';
    const { id } = await seedProposal(t, owner, { title: '</title><script>alert(4)</script>', markdown });
    const page = (await t.http.get(`/p/${tokenOf((await share(id)).body.data.url)}`).expect(200)).text;
    expect(page.match(/<script/g)).toHaveLength(1);
    expect(page).not.toMatch(/<img|href="javascript/);
    expect(page).toContain('href="https://example.com"');
    expect(page).toContain('href="mailto:a@example.com"');
  });

  it('answers unknown, revoked and expired tokens with one 404 page, then limits the misses', async () => {
    const { id } = await seedProposal(t, owner);
    const created = (await share(id, { recipient: { name: 'B', email: 'b@example.com' } })).body.data;
    await t.http.delete(`/api/v1/proposals/${id}/share-links/${created.id}`).set(owner.headers).expect(200);
    const revoked = await t.http.get(`/p/${tokenOf(created.url)}`);
    const unknown = await t.http.get(`/p/${'x'.repeat(43)}`);
    expect([revoked.status, unknown.status]).toEqual([404, 404]);
    expect(revoked.text).toBe(unknown.text);
    expect(unknown.headers['content-security-policy']).toBeDefined();
    let last = unknown;
    for (let i = 0; i < 10 && last.status !== 429; i++) last = await t.http.get(`/p/${'y'.repeat(43)}`);
    expect(last.status).toBe(429);
    expect(last.headers['retry-after']).toBeDefined();
  });
});
