import { deliveryHeaders, eventBody, newWebhookSecret } from '@proposals/webhooks';
import { verifyWebhook, WebhookVerificationError } from '../src';

const NOW = new Date('2026-11-01T12:00:00.000Z');
const nowSeconds = NOW.getTime() / 1000;
const event = { id: 'evt_1b4e28ba-2fa1-11d2-883f-0016d3cca427', type: 'proposal.created', createdAt: NOW };
const body = eventBody({
  ...event,
  data: { proposalId: 'p1', status: 'draft', title: 'Ünïcode', source: 'api' },
});

/** A delivery signed by our dispatcher's own code, with `secrets` newest first. */
const delivery = (secrets: string[], timestamp = nowSeconds) =>
  deliveryHeaders({ eventId: event.id, eventType: event.type, body, timestamp, secrets });

/** Only one scheme's headers, as a receiver behind a proxy that drops the others would see. */
const standardOnly = (h: Record<string, string>) => {
  const { 'x-service-signature': _, ...rest } = h;
  return rest;
};
const serviceOnly = (h: Record<string, string>) => {
  const { 'webhook-signature': _, 'webhook-id': __, 'webhook-timestamp': ___, ...rest } = h;
  return rest;
};

const reasonOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'verified',
    (e: unknown) => (e instanceof WebhookVerificationError ? e.reason : `other: ${String(e)}`),
  );

const secret = newWebhookSecret();
const verify = (headers: Record<string, string> | Headers, raw: string | Uint8Array = body, s = secret) =>
  reasonOf(verifyWebhook(raw, headers, s, { now: NOW }));

describe('verifyWebhook', () => {
  it('accepts each scheme alone and returns the parsed event', async () => {
    for (const headers of [standardOnly(delivery([secret])), serviceOnly(delivery([secret]))]) {
      await expect(verifyWebhook(Buffer.from(body), headers, secret, { now: NOW })).resolves.toEqual(
        JSON.parse(body),
      );
    }
  });

  it('reads headers in any case, from a plain object or a Headers', async () => {
    const upper = Object.fromEntries(
      Object.entries(delivery([secret])).map(([k, v]) => [k.toUpperCase(), v]),
    );
    expect(await verify(upper)).toBe('verified');
    expect(await verify(new Headers(serviceOnly(delivery([secret]))))).toBe('verified');
  });

  it('refuses a tampered body and a wrong secret under both schemes', async () => {
    const tampered = body.replace('Ünïcode', 'Unicode');
    for (const only of [standardOnly, serviceOnly]) {
      expect(await verify(only(delivery([secret])), tampered)).toBe('invalid_signature');
      expect(await verify(only(delivery([newWebhookSecret()])))).toBe('invalid_signature');
    }
  });

  it('refuses a timestamp outside the tolerance either way, and a missing one', async () => {
    for (const only of [standardOnly, serviceOnly]) {
      expect(await verify(only(delivery([secret], nowSeconds - 301)))).toBe('timestamp_too_old');
      expect(await verify(only(delivery([secret], nowSeconds + 301)))).toBe('timestamp_in_future');
      expect(await verify(only(delivery([secret], nowSeconds - 299)))).toBe('verified');
    }
    const { 'x-service-timestamp': _, ...untimed } = serviceOnly(delivery([secret]));
    expect(await verify(untimed)).toBe('invalid_timestamp');
    expect(await verify({ 'content-type': 'application/json' })).toBe('missing_headers');
  });

  it('signs the timestamp under Standard Webhooks: a replay with a fresh timestamp fails', async () => {
    const old = delivery([secret], nowSeconds - 3600);
    expect(await verify({ ...standardOnly(old), 'webhook-timestamp': String(nowSeconds) })).toBe(
      'invalid_signature',
    );
  });

  it('accepts either secret of a rotation, the old one and the new one', async () => {
    const newer = newWebhookSecret();
    const rotating = delivery([newer, secret]);
    for (const only of [standardOnly, serviceOnly]) {
      expect(await verify(only(rotating), body, secret)).toBe('verified');
      expect(await verify(only(rotating), body, newer)).toBe('verified');
      expect(await verify(only(rotating), body, newWebhookSecret())).toBe('invalid_signature');
    }
  });
});
