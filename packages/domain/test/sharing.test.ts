import { AppError } from '@proposals/contracts';
import type { Db } from '@proposals/db';
import {
  createShareLink,
  decideShare,
  getAcceptance,
  listShareLinks,
  openShareLink,
  recordView,
  revokeShareLink,
  type DecisionInput,
} from '../src';
import { useAccountDb } from './account-db';

let db: Db;
let accountId: string;
useAccountDb((d, a) => {
  [db, accountId] = [d, a];
});

const line = (item: string, total: number) => ({ item, hours: 10, rate: total / 10, total, basis: null });

async function readyProposal(status: 'ready' | 'draft' = 'ready') {
  const { id } = await db.proposal.create({
    data: {
      accountId,
      title: 'Website',
      status,
      generatedProposalMarkdown: '## Scope\n\nA new site.',
      pricingBreakdown: [line('Design', 100_000), line('Build', 200_000)],
      pricingOptions: [line('Blog', 50_000), line('Shop', 70_000)],
      totalPriceMid: 300_000,
    },
  });
  return id;
}

const share = (proposalId: string, email = 'ana@example.com', extra = {}) =>
  createShareLink(db, accountId, proposalId, { recipient: { name: 'Ana', email }, ...extra });
const accept = (extra: Partial<DecisionInput> = {}): DecisionInput => ({
  decision: 'accepted',
  signerName: 'Ana Díaz',
  signerEmail: 'ana@example.com',
  consent: true,
  selections: ['opt-2'],
  expectedTotal: 370_000,
  ...extra,
});
const who = { ip: '203.0.113.9', userAgent: 'test' };
const eventsOf = async (proposalId: string) =>
  (
    await db.event.findMany({
      where: { data: { path: ['proposalId'], equals: proposalId } },
      orderBy: { createdAt: 'asc' },
    })
  ).map((e) => e.type);
const notFoundOf = (promise: Promise<unknown>) =>
  expect(promise).rejects.toMatchObject({ code: 'not_found' });

describe('share links', () => {
  it('hands the token out once and keeps only its hash', async () => {
    const id = await readyProposal();
    const { token, link, snapshotSha256 } = await share(id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link).toMatchObject({ state: 'active', viewCount: 0, tokenPrefix: token.slice(0, 6) });
    const row = await db.shareLink.findUniqueOrThrow({ where: { id: link.id } });
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.snapshotSha256).toBe(snapshotSha256);
    expect(await eventsOf(id)).toEqual(['proposal.link_created']);
  });

  it('refuses a draft, a far expiry, and gives a recipient one working link', async () => {
    await expect(share(await readyProposal('draft'))).rejects.toMatchObject({ code: 'invalid_state' });
    const id = await readyProposal();
    const far = new Date(Date.now() + 181 * 86_400_000).toISOString();
    await expect(share(id, 'a@example.com', { expiresAt: far })).rejects.toBeInstanceOf(AppError);
    const first = await share(id, 'Ana@Example.com');
    await share(id, 'ana@example.com');
    await notFoundOf(openShareLink(db, first.token));
    const page = await listShareLinks(db, accountId, id, { page: 1, limit: 20 });
    expect(page.items.map((l) => l.state)).toEqual(['active', 'revoked']);
  });

  it('answers unknown, revoked and expired tokens alike', async () => {
    const id = await readyProposal();
    const { token, link } = await share(id);
    await revokeShareLink(db, accountId, id, link.id);
    const expired = await share(id, 'b@example.com');
    await notFoundOf(openShareLink(db, token));
    await notFoundOf(openShareLink(db, expired.token, new Date(Date.now() + 31 * 86_400_000)));
    await notFoundOf(openShareLink(db, 'A'.repeat(43)));
    await notFoundOf(openShareLink(db, 'short'));
  });

  it('counts views reported by the page, each with its event', async () => {
    const id = await readyProposal();
    const { token, link } = await share(id);
    await recordView(db, token);
    await recordView(db, token);
    const [listed] = (await listShareLinks(db, accountId, id, { page: 1, limit: 20 })).items;
    expect(listed).toMatchObject({ id: link.id, viewCount: 2 });
    expect(listed!.firstViewedAt).not.toBeNull();
    expect((await eventsOf(id)).filter((t) => t === 'proposal.viewed')).toHaveLength(2);
  });
});

describe('the decision', () => {
  it('accepts once with the chosen options, through the outcome code, with its evidence', async () => {
    const id = await readyProposal();
    const { token, snapshotSha256 } = await share(id);
    expect(await decideShare(db, token, accept(), who)).toEqual({ kind: 'decided' });
    expect(await decideShare(db, token, { decision: 'declined', selections: [] }, who)).toEqual({
      kind: 'repeat',
    });
    const proposal = await db.proposal.findUniqueOrThrow({ where: { id } });
    expect(proposal).toMatchObject({ status: 'sent', outcome: 'won' });
    expect(await eventsOf(id)).toEqual([
      'proposal.link_created',
      'proposal.updated',
      'proposal.outcome_recorded',
      'proposal.accepted',
    ]);
    const { record } = await getAcceptance(db, accountId, id);
    expect(record).toMatchObject({
      decision: 'accepted',
      signerName: 'Ana Díaz',
      selections: ['opt-2'],
      totalPrice: 370_000,
      snapshotSha256,
      ip: '203.0.113.9',
    });
    expect(record.consentText).toContain('$3,700 ');
  });

  it('decides exactly once when two accepts race', async () => {
    const id = await readyProposal();
    const { token } = await share(id);
    const results = await Promise.all([1, 2, 3].map(() => decideShare(db, token, accept(), who)));
    expect(results.map((r) => r.kind).sort()).toEqual(['decided', 'repeat', 'repeat']);
    expect((await eventsOf(id)).filter((t) => t === 'proposal.accepted')).toHaveLength(1);
  });

  it('changes nothing on a stale total, missing fields or an unknown option', async () => {
    const id = await readyProposal();
    const { token } = await share(id);
    const invalid = (input: DecisionInput) => decideShare(db, token, input, who);
    expect(await invalid(accept({ expectedTotal: 300_000 }))).toEqual({
      kind: 'invalid',
      problem: 'total_changed',
    });
    expect(await invalid(accept({ consent: false }))).toEqual({ kind: 'invalid', problem: 'missing' });
    expect(await invalid(accept({ selections: ['opt-9'] }))).toEqual({
      kind: 'invalid',
      problem: 'selections',
    });
    expect(await eventsOf(id)).toEqual(['proposal.link_created']);
  });

  it('closes the other links once one decided, and records a decline as lost with its reason', async () => {
    const id = await readyProposal();
    const first = await share(id, 'a@example.com');
    const second = await share(id, 'b@example.com');
    const declined = await decideShare(
      db,
      first.token,
      { decision: 'declined', selections: [], reason: 'Too dear' },
      who,
    );
    expect(declined).toEqual({ kind: 'decided' });
    expect(await decideShare(db, second.token, accept(), who)).toEqual({ kind: 'closed' });
    expect(await db.proposal.findUniqueOrThrow({ where: { id } })).toMatchObject({
      outcome: 'lost',
      outcomeNotes: 'Too dear',
      status: 'ready',
    });
    expect((await openShareLink(db, second.token)).open).toBe(false);
  });
});
