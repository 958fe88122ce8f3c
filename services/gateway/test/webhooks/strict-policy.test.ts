import { expectError, startTestGateway, useTestGateway, type AccountKey } from '../harness';
import type { Resolve } from '@proposals/webhooks';
import { createSender } from '@proposals/webhooks';
import { startReceiver } from './receiver';

/** No outside network: names resolve from this table. */
const NAMES: Record<string, string> = {
  'public.example': '93.184.215.14',
  'inward.example': '10.1.2.3',
  'metadata.example': '169.254.169.254',
  'loop.example': '127.0.0.1',
};
const resolve: Resolve = async (host) => {
  const address = NAMES[host];
  if (!address) throw Object.assign(new Error(`${host} not found`), { code: 'ENOTFOUND' });
  return [{ address, family: address.includes(':') ? 6 : 4 }];
};

const t = useTestGateway({ WEBHOOK_URL_POLICY: 'strict' });
let owner: AccountKey;
beforeAll(async () => void (owner = await t.account('solo')));

const REFUSED = [
  'http://public.example/hook',
  'https://localhost/hook',
  'https://api.localhost/hook',
  'https://LOCALHOST./hook',
  'https://printer.local/hook',
  'https://metadata.google.internal/computeMetadata/v1/',
  'https://db.internal/hook',
  'https://nas.home.arpa/hook',
  'https://127.0.0.1/hook',
  'https://0x7f000001/hook',
  'https://2130706433/hook',
  'https://0177.0.0.1/hook',
  'https://[::1]/hook',
  'https://[::ffff:127.0.0.1]/hook',
  'https://10.0.0.1/hook',
  'https://172.16.0.1/hook',
  'https://192.168.1.1/hook',
  'https://169.254.169.254/latest/meta-data',
  'https://[fc00::1]/hook',
  'https://[fd12:3456::1]/hook',
  'https://[fe80::1]/hook',
  'https://0.0.0.0/hook',
];

describe('the strict URL policy', () => {
  it.each(REFUSED)('refuses %s at registration', async (url) => {
    const res = await t.http
      .post('/api/v1/webhooks')
      .set(owner.headers)
      .send({ url, events: ['proposal.created'] });
    const error = expectError(res, 400, 'validation_error');
    expect(error.details?.[0]?.field).toBe('url');
  });

  it('refuses names that resolve inward and accepts public ones', async () => {
    const second = await startTestGateway({ WEBHOOK_URL_POLICY: 'strict' }, { resolve });
    try {
      const key = await second.account('solo');
      const post = (url: string) =>
        second.http
          .post('/api/v1/webhooks')
          .set(key.headers)
          .send({ url, events: ['proposal.created'] });
      for (const host of ['inward.example', 'metadata.example', 'loop.example'])
        expectError(await post(`https://${host}/hook`), 400, 'validation_error');
      expect((await post('https://public.example/hook')).status).toBe(201);
      expect((await post('https://93.184.215.14/hook')).status).toBe(201);
      const patch = await second.http
        .patch(`/api/v1/webhooks/${(await post('https://public.example/x')).body.data.id}`)
        .set(key.headers)
        .send({ url: 'https://10.0.0.1/x' });
      expectError(patch, 400, 'validation_error');
    } finally {
      await second.stop();
    }
  });

  it('checks the address again at connect time (DNS rebinding)', async () => {
    const receiver = await startReceiver();
    const sender = createSender({
      policy: 'strict',
      resolve: async () => [{ address: '127.0.0.1', family: 4 }],
    });
    try {
      const outcome = await sender.send(`http://rebound.example:${receiver.port}/hook`, {}, '{}');
      expect(outcome).toMatchObject({
        ok: false,
        httpStatus: null,
        error: expect.stringMatching(/not a public address/),
      });
      const literal = await sender.send(`http://127.0.0.1:${receiver.port}/hook`, {}, '{}');
      expect(literal.ok).toBe(false);
      expect(receiver.received).toHaveLength(0);
    } finally {
      await sender.close();
      await receiver.close();
    }
  });
});
