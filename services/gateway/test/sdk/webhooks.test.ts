import { spawn } from 'node:child_process';
import path from 'node:path';
import { verifyWebhook, WebhookVerificationError } from '@proposals/sdk';
import { freePort } from '@proposals/testing';
import type { ServiceHandle } from '@proposals/service-kit';
import { useTestGateway, type AccountKey } from '../harness';
import { startTestDispatcher } from '../webhooks/dispatcher';
import { startReceiver, until, type Receiver } from '../webhooks/receiver';
import { sdkClient } from './client';

const ROOT = path.resolve(__dirname, '../../../..');
const CLI = path.join(ROOT, 'packages/sdk/dist/cli/main.js');

const t = useTestGateway();
let dispatcher: ServiceHandle;
let receiver: Receiver;
let owner: AccountKey;
let client: ReturnType<typeof sdkClient>;
beforeAll(async () => {
  dispatcher = await startTestDispatcher(t);
  receiver = await startReceiver();
  owner = await t.account('solo');
  client = sdkClient(t, owner);
});
afterAll(async () => {
  await dispatcher.stop();
  await receiver.close();
});

/** Creates a proposal and returns the dispatcher's delivery of its `proposal.created`. */
async function deliveryOfNewProposal(title: string) {
  const { id } = await client.proposals.create({ title });
  return until(
    () => receiver.received.find((r) => JSON.parse(r.body).data.proposalId === id),
    10_000,
    'delivery',
  );
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'verified',
    (e: unknown) => (e instanceof WebhookVerificationError ? e.reason : String(e)),
  );

describe('verifyWebhook on real deliveries', () => {
  it('verifies deliveries before and after a secret rotation, with either secret during the overlap', async () => {
    const endpoint = await client.webhooks.create({ url: receiver.url, events: ['proposal.created'] });
    const before = await deliveryOfNewProposal('Before rotation');
    const event = await verifyWebhook(before.body, before.headers, endpoint.secret);
    expect(event).toMatchObject({ type: 'proposal.created', data: { title: 'Before rotation' } });

    const { secret: rotated } = await client.webhooks.rotateSecret(endpoint.id);
    const after = await deliveryOfNewProposal('After rotation');
    const headers = after.headers as Record<string, string>;
    expect(headers['webhook-signature']!.split(' ')).toHaveLength(2);
    for (const secret of [rotated, endpoint.secret])
      expect(await failureOf(verifyWebhook(after.body, headers, secret))).toBe('verified');
    // The spec's header alone, as a receiver that reads only the spec would check it.
    const { 'webhook-signature': _, ...specOnly } = headers;
    expect(await failureOf(verifyWebhook(after.body, specOnly, rotated))).toBe('verified');
    expect(await failureOf(verifyWebhook(after.body.replace('After', 'Later'), headers, rotated))).toBe(
      'invalid_signature',
    );
    await client.webhooks.delete(endpoint.id);
  });

  it('`proposals webhooks listen` answers 204 to genuine deliveries and prints them, 400 to forgeries', async () => {
    const { secret, id } = await client.webhooks.create({ url: receiver.url, events: ['proposal.updated'] });
    const listener = spawn(process.execPath, [CLI, 'webhooks', 'listen', '--port', '0'], {
      env: { ...process.env, PROPOSALS_WEBHOOK_SECRET: secret },
    });
    let stdout = '';
    let stderr = '';
    listener.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    listener.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    try {
      const url = await until(() => stderr.match(/http:\/\/127\.0\.0\.1:\d+\//)?.[0], 10_000, 'listener');
      await client.webhooks.update(id, { url });
      const { id: proposalId } = await client.proposals.create({ title: 'Heard' });
      await client.proposals.update(proposalId, { title: 'Heard twice' });
      await until(() => stdout.includes('proposal.updated'), 10_000, 'printed delivery');
      expect(stdout).toContain('"title": "Heard twice"');
      const delivered = async () => (await client.webhooks.events({ endpointId: id })).data[0];
      await until(async () => (await delivered())?.status === 'delivered', 10_000, 'delivered record');
      expect(await delivered()).toMatchObject({ lastHttpStatus: 204 });

      const forged = await fetch(url, {
        method: 'POST',
        body: '{}',
        headers: { 'x-service-signature': 'sha256=00' },
      });
      expect(forged.status).toBe(400);
    } finally {
      listener.kill('SIGINT');
    }
  });

  it('the example examples/webhook-receiver.mjs verifies real deliveries with the SDK and refuses forgeries', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/hooks`;
    const { id, secret } = await client.webhooks.create({ url, events: ['proposal.created'] });
    const example = spawn(process.execPath, [path.join(ROOT, 'examples/webhook-receiver.mjs')], {
      env: { ...process.env, WEBHOOK_SECRET: secret, PORT: String(port) },
    });
    let output = '';
    example.stdout.on('data', (chunk: Buffer) => (output += chunk));
    example.stderr.on('data', (chunk: Buffer) => (output += chunk));
    try {
      await until(() => output.includes('listening'), 10_000, 'the example listening');
      await client.proposals.create({ title: 'Heard by the example' });
      await until(() => output.includes('proposal.created'), 10_000, 'the delivery printed');
      expect(output).toContain('"title":"Heard by the example"');
      const forged = await fetch(url, {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json', 'x-service-signature': 'sha256=00' },
      });
      expect(forged.status).toBe(400);
    } finally {
      example.kill('SIGINT');
      await client.webhooks.delete(id);
    }
  });
});
