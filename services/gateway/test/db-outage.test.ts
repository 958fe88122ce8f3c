import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { createTestDatabase, type TestDatabase } from '@proposals/testing';
import { expectError, startTestGateway, type AccountKey, type TestGateway } from './harness';

/** A TCP proxy in front of PostgreSQL that a test can cut (every connection dropped, port closed) and restore. */
async function startCuttableProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    cut: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
    restore: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
  };
}

let database: TestDatabase;
let proxy: Awaited<ReturnType<typeof startCuttableProxy>>;
let t: TestGateway;
let owner: AccountKey;

beforeAll(async () => {
  database = await createTestDatabase();
  const url = new URL(database.url);
  proxy = await startCuttableProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.host = `127.0.0.1:${proxy.port}`;
  t = await startTestGateway({ DATABASE_URL: url.toString() });
  owner = await t.account('solo');
});
afterAll(async () => {
  await t.stop();
  await proxy.cut();
  await database.drop();
});

it('answers 503 while PostgreSQL is gone mid-flight, and recovers by itself when it is back', async () => {
  const usage = () => t.http.get('/api/v1/usage').set(owner.headers);
  const create = () => t.http.post('/api/v1/proposals').set(owner.headers).send({ title: 'During outage' });
  expect((await usage()).status).toBe(200);

  await proxy.cut();
  for (const res of [await usage(), await create(), await usage()]) {
    expectError(res, 503, 'service_unavailable');
    expect(res.headers['retry-after']).toBe('5');
  }
  expect((await t.http.get('/readyz')).status).toBe(503);

  await proxy.restore();
  let status = 0;
  for (let attempt = 0; attempt < 50 && status !== 200; attempt++) {
    status = (await usage()).status;
    if (status !== 200) await new Promise((r) => setTimeout(r, 100));
  }
  expect(status).toBe(200);
  expect((await create()).status).toBe(201);
  expect((await usage()).body.data.proposalsUsed).toBe(1);
});
