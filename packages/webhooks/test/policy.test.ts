import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { deliveryHeaders, isPublicAddress, newWebhookSecret, urlPolicyOf, urlProblem } from '../src';

const noDns = async () => [];

describe('the URL policy', () => {
  it.each([
    '127.0.0.1',
    '10.0.0.1',
    '172.31.255.255',
    '192.168.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '::1',
    'fc00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '0.0.0.0',
    '224.0.0.1',
  ])('%s is not public', (address) => expect(isPublicAddress(address)).toBe(false));
  it.each(['93.184.215.14', '8.8.8.8', '2606:4700::1111'])('%s is public', (address) =>
    expect(isPublicAddress(address)).toBe(true),
  );
  it('is strict in production unless chosen otherwise', () => {
    expect(urlPolicyOf({ WEBHOOK_URL_POLICY: '', NODE_ENV: 'production' })).toBe('strict');
    expect(urlPolicyOf({ WEBHOOK_URL_POLICY: '', NODE_ENV: 'development' })).toBe('permissive');
    expect(urlPolicyOf({ WEBHOOK_URL_POLICY: 'strict', NODE_ENV: 'test' })).toBe('strict');
  });
  it('lets permissive http and loopback through, and refuses them when strict', async () => {
    expect(await urlProblem('http://127.0.0.1:9/x', 'permissive', noDns)).toBeNull();
    expect(await urlProblem('https://0x7f000001/x', 'strict', noDns)).toMatch(/private or reserved/);
    expect(await urlProblem('http://93.184.215.14/x', 'strict', noDns)).toMatch(/https/);
    expect(await urlProblem('https://unresolvable.example/x', 'strict', noDns)).toBeNull();
  });
  it.each(['localhost', 'a.localhost', 'printer.local', 'metadata.google.internal', 'nas.home.arpa.'])(
    'refuses the reserved name %s when strict, whatever it resolves to',
    async (host) => {
      const publicDns = async () => [{ address: '93.184.215.14', family: 4 }];
      expect(await urlProblem(`https://${host}/x`, 'strict', publicDns)).toMatch(/local or internal/);
    },
  );
  it.each(['internal.example.com', 'local-news.example', 'arpa.example'])(
    'accepts %s, which only looks like a reserved name',
    async (host) => {
      const publicDns = async () => [{ address: '93.184.215.14', family: 4 }];
      expect(await urlProblem(`https://${host}/x`, 'strict', publicDns)).toBeNull();
    },
  );
});

describe('signing', () => {
  it('signs with both secrets, newest first, in both header families', () => {
    const [current, previous] = [newWebhookSecret(), newWebhookSecret()];
    const body = '{"id":"evt_1"}';
    const headers = deliveryHeaders({
      eventId: 'evt_1',
      eventType: 'test.ping',
      body,
      timestamp: 1_700_000_000,
      secrets: [current, previous],
    });
    const hex = (s: string) => `sha256=${createHmac('sha256', s).update(body).digest('hex')}`;
    expect(headers['x-service-signature']).toBe(`${hex(current)} ${hex(previous)}`);
    const at = new Date(1_700_000_000 * 1000);
    const signed = (s: string) => new Webhook(s).sign('evt_1', at, body);
    expect(headers['webhook-signature']).toBe(`${signed(current)} ${signed(previous)}`);
  });
});
