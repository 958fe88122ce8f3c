// A webhook receiver: verifies each delivery with the SDK, then acts on it.
// Usage: WEBHOOK_SECRET=whsec_… PORT=4000 node examples/webhook-receiver.mjs
import express from 'express';
import { verifyWebhook, WebhookVerificationError } from '@proposals/sdk';

const secret = process.env.WEBHOOK_SECRET ?? '';
const app = express();

// The raw body: signatures cover the exact bytes sent, not re-serialised JSON.
app.post('/hooks', express.raw({ type: 'application/json' }), async (req, res) => {
  try {
    const event = await verifyWebhook(req.body, req.headers, secret);
    console.log(event.type, JSON.stringify(event.data));
    // Deliveries are at least once: the same event id may come twice; act on it once.
    res.sendStatus(204);
  } catch (error) {
    if (!(error instanceof WebhookVerificationError)) throw error;
    console.error(`refused: ${error.message}`);
    res.sendStatus(400);
  }
});

const port = Number(process.env.PORT ?? 4000);
app.listen(port, () => console.log(`listening on http://127.0.0.1:${port}/hooks`));
