import fs from 'node:fs';
import type { ServiceHandle } from '@proposals/service-kit';
import { Webhook } from 'standardwebhooks';
import { pdfText, useExportStack } from '../export/setup';
import type { AccountKey } from '../harness';
import { startTestDispatcher } from '../webhooks/dispatcher';
import { startReceiver, until, type Receiver } from '../webhooks/receiver';
import { acceptOnPage, OPTIONS, openPage, sharedProposal, useBrowser } from './setup';

const { t } = useExportStack();
const b = useBrowser();
let owner: AccountKey;
let dispatcher: ServiceHandle;
let receiver: Receiver;
let secret: string;

beforeAll(async () => {
  owner = await t.account('solo');
  dispatcher = await startTestDispatcher(t);
  receiver = await startReceiver();
  const events = ['proposal.viewed', 'proposal.accepted', 'proposal.outcome_recorded'];
  const endpoint = await t.http
    .post('/api/v1/webhooks')
    .set(owner.headers)
    .send({ url: receiver.url, events });
  secret = endpoint.body.data.secret;
});
afterAll(async () => {
  await dispatcher.stop();
  await receiver.close();
});

/** The verified deliveries of `type` about `proposalId`. */
const delivered = (type: string, proposalId: string) =>
  receiver.received
    .map(
      (r) =>
        new Webhook(secret).verify(r.body, r.headers as Record<string, string>) as {
          type: string;
          data: Record<string, unknown>;
        },
    )
    .filter((e) => e.type === type && e.data.proposalId === proposalId);
const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US')}`;

describe('the client page in a browser, JavaScript on', () => {
  it('reports the view, follows the options live, accepts, and hands over the evidence PDF', async () => {
    const { id, url, base, link } = await sharedProposal(t, owner);
    const origin = new URL(url).origin;
    const { page, requested, close } = await openPage(b.browser, url);
    const viewed = await until(() => delivered('proposal.viewed', id)[0], 10_000, 'proposal.viewed');
    expect(viewed.data).toMatchObject({ shareLinkId: link.id, viewCount: 1, source: 'ui', actor: 'client' });

    const total = page.locator('#total-value');
    await expect(total.textContent()).resolves.toBe(money(base));
    await page.getByLabel(OPTIONS[0]!.item).check();
    // A locator waits without evaluating script text, which the page's CSP (no 'unsafe-eval') forbids.
    const shown = money(base + OPTIONS[0]!.total);
    await total.filter({ hasText: new RegExp(`^${shown.replace(/[$.]/g, '\\$&')}$`) }).waitFor();
    await expect(page.locator('#consent-text').textContent()).resolves.toContain(
      money(base + OPTIONS[0]!.total),
    );
    await acceptOnPage(page);
    await expect(page.getByRole('status').textContent()).resolves.toContain('Accepted by Ana Díaz');

    const accepted = await until(() => delivered('proposal.accepted', id)[0], 10_000, 'proposal.accepted');
    expect(accepted.data).toMatchObject({ selections: ['opt-1'], totalPrice: base + OPTIONS[0]!.total });
    await until(() => delivered('proposal.outcome_recorded', id)[0], 10_000, 'proposal.outcome_recorded');

    const href = await page.getByRole('link', { name: /Download your copy/ }).getAttribute('href');
    const pdf = await page.request.get(`${origin}${href}`);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const text = pdfText(await pdf.body()).replace(/\s+/g, ' ');
    expect(text).toContain('Ana Díaz');
    expect(text).toContain(link.snapshotSha256);
    expect(text).toContain('simple electronic signature');
    expect(requested.filter((u) => !u.startsWith(`${origin}/`))).toEqual([]);
    await close();
  });

  it('counts no view for a plain GET, as a mail scanner makes', async () => {
    const { id, url } = await sharedProposal(t, owner);
    await fetch(url).then((r) => r.text());
    await new Promise((r) => setTimeout(r, 500));
    const events = await t.gateway.deps.db.event.findMany({
      where: { type: 'proposal.viewed', data: { path: ['proposalId'], equals: id } },
    });
    expect(events).toEqual([]);
    expect(delivered('proposal.viewed', id)).toEqual([]);
  });

  it('runs no script from a hostile title or Markdown', async () => {
    const markdown =
      '## Scope\n\n<script>window.pwned = 1</script><img src=x onerror="window.pwned = 2">\n\n[x](javascript:window.pwned=3)';
    const { url } = await sharedProposal(t, owner, {
      title: '<img src=x onerror="window.pwned=4">',
      markdown,
    });
    const { page, close } = await openPage(b.browser, url);
    const dialogs: string[] = [];
    page.on('dialog', (d) => void dialogs.push(d.message()));
    await page.locator('a', { hasText: 'x' }).count();
    expect(await page.evaluate('window.pwned')).toBeUndefined();
    expect(await page.locator('script').count()).toBe(1);
    expect(await page.locator('img').count()).toBe(0);
    expect(dialogs).toEqual([]);
    await close();
  });
});

describe('the client page in a browser, JavaScript off', () => {
  it('updates the total through a form post and accepts', async () => {
    const { id, url, base } = await sharedProposal(t, owner);
    const { page, close } = await openPage(b.browser, url, { javaScriptEnabled: false });
    await page.getByLabel(OPTIONS[1]!.item).check();
    await Promise.all([
      page.waitForURL(/\/accept$/),
      page.getByRole('button', { name: 'Update the total' }).click(),
    ]);
    await expect(page.locator('#total-value').textContent()).resolves.toBe(money(base + OPTIONS[1]!.total));
    await acceptOnPage(page);
    await expect(page.getByRole('status').textContent()).resolves.toContain('Accepted by Ana Díaz');
    const record = await t.http.get(`/api/v1/proposals/${id}/acceptance`).set(owner.headers).expect(200);
    expect(record.body.data).toMatchObject({ selections: ['opt-2'], totalPrice: base + OPTIONS[1]!.total });
    const viewed = await t.gateway.deps.db.event.count({
      where: { type: 'proposal.viewed', data: { path: ['proposalId'], equals: id } },
    });
    expect(viewed).toBe(0);
    await close();
  });
});

describe('the page for everyone', () => {
  it('fits 375 px without horizontal scrolling', async () => {
    const { url } = await sharedProposal(t, owner, { title: 'A rather long proposal title '.repeat(4) });
    const { page, close } = await openPage(b.browser, url, { viewport: { width: 375, height: 800 } });
    const widths = await page.evaluate<number[]>(
      '[document.documentElement.scrollWidth, document.documentElement.clientWidth]',
    );
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
    await close();
  });

  it('has no serious or critical axe-core finding', async () => {
    const { url } = await sharedProposal(t, owner);
    // axe is injected for the audit only, so the page's own CSP is bypassed in this context.
    const { page, close } = await openPage(b.browser, url, { bypassCSP: true });
    await page.addScriptTag({ content: fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8') });
    const violations = await page.evaluate<{ id: string; impact: string }[]>(
      'axe.run().then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact })))',
    );
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await close();
  });
});
