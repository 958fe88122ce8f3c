import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebhookVerificationError } from '../errors';
import { verifyWebhook } from '../webhooks/verify';
import type { CliContext } from './context';

const SECRET = /^whsec_[A-Za-z0-9+/]+={0,2}$/;

/** One verified delivery, for a person reading the terminal. */
const pretty = (event: { id: string; type: string; data: object }) =>
  `${new Date().toISOString()} ${event.type} ${event.id}\n${JSON.stringify(event.data, null, 2)}\n`;

/**
 * `proposals webhooks listen`: a local receiver that checks every delivery with verifyWebhook,
 * answers 204 when it is genuine and 400 when not, and prints each one. Runs until Ctrl-C.
 */
export async function listenForWebhooks(
  { port, secret }: { port: number; secret: string | undefined },
  ctx: CliContext,
): Promise<void> {
  if (!secret) throw new Error('Give the endpoint secret: --secret whsec_… or PROPOSALS_WEBHOOK_SECRET.');
  if (!SECRET.test(secret))
    throw new Error('The secret must be whsec_ and base64, as POST /webhooks returned it.');
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      verifyWebhook(Buffer.concat(chunks), req.headers, secret).then(
        (event) => {
          res.writeHead(204).end();
          ctx.stdout.write(pretty(event));
        },
        (error: unknown) => {
          const reason = error instanceof WebhookVerificationError ? error.reason : 'error';
          res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: reason }));
          ctx.stderr.write(`rejected ${req.method} ${req.url}: ${(error as Error).message}\n`);
        },
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  ctx.stderr.write(`Listening for webhooks on ${url} (Ctrl-C to stop)\n`);
  await new Promise<void>((resolve) => {
    const stop = () => server.close(() => resolve());
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}
