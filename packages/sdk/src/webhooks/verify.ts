import { WebhookVerificationError } from '../errors';
import type { WebhookPayload } from '../types';
import { concat, fromBase64, fromHex, utf8, type Bytes } from './encoding';
import { headerReader, type WebhookHeaders } from './headers';

export interface VerifyWebhookOptions {
  /** How far the delivery's timestamp may be from now, either way. */
  toleranceSeconds?: number;
  /** The time to check the timestamp against; the clock's by default. */
  now?: Date;
}

/** What one scheme signs and with which key, and the signatures the delivery carries. */
interface Signed {
  timestamp: string | undefined;
  content: Bytes;
  key: Bytes;
  signatures: Bytes[];
}

const WHSEC = 'whsec_';

/** Every value of a space-separated signature header with `prefix`, decoded; others (e.g. `v1a,`) skipped. */
const signaturesOf = (header: string, prefix: string, decode: (text: string) => Bytes | null) =>
  header
    .split(/\s+/)
    .filter((v) => v.startsWith(prefix))
    .map((v) => decode(v.slice(prefix.length)))
    .filter((v): v is Bytes => v !== null);

/** Standard Webhooks: HMAC of `id.timestamp.body`, keyed with the base64 bytes after `whsec_`. */
function standardScheme(header: (name: string) => string | undefined, body: Bytes, secret: string): Signed {
  const id = header('webhook-id');
  const timestamp = header('webhook-timestamp');
  if (!id || !timestamp)
    throw new WebhookVerificationError('missing_headers', 'webhook-id or webhook-timestamp is missing.');
  const key = fromBase64(secret.startsWith(WHSEC) ? secret.slice(WHSEC.length) : secret);
  if (!key) throw new TypeError('The webhook secret is not `whsec_` followed by base64.');
  const signatures = signaturesOf(header('webhook-signature') ?? '', 'v1,', fromBase64);
  return { timestamp, content: concat(utf8(`${id}.${timestamp}.`), body), key, signatures };
}

/** The spec's `X-Service-Signature`: HMAC of the body alone, keyed with the whole secret string. */
function serviceScheme(header: (name: string) => string | undefined, body: Bytes, secret: string): Signed {
  const signature = header('x-service-signature');
  if (!signature)
    throw new WebhookVerificationError(
      'missing_headers',
      'Neither webhook-signature nor X-Service-Signature is present.',
    );
  const signatures = signaturesOf(signature, 'sha256=', fromHex);
  return { timestamp: header('x-service-timestamp'), content: body, key: utf8(secret), signatures };
}

function checkTimestamp(timestamp: string | undefined, toleranceSeconds: number, now: Date): void {
  if (!timestamp || !/^\d{1,12}$/.test(timestamp))
    throw new WebhookVerificationError('invalid_timestamp', 'The delivery has no valid Unix timestamp.');
  const age = now.getTime() / 1000 - Number(timestamp);
  if (age > toleranceSeconds)
    throw new WebhookVerificationError('timestamp_too_old', `The delivery is ${Math.round(age)} s old.`);
  if (-age > toleranceSeconds)
    throw new WebhookVerificationError('timestamp_in_future', `The delivery is ${Math.round(-age)} s ahead.`);
}

/** Whether any signature is the HMAC-SHA256 of the content; WebCrypto's verify compares in constant time. */
async function anyValid({ content, key, signatures }: Signed): Promise<boolean> {
  const hmac = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'verify',
  ]);
  const results = await Promise.all(signatures.map((s) => crypto.subtle.verify('HMAC', hmac, s, content)));
  return results.includes(true);
}

/**
 * Checks a webhook delivery and returns its event. Verifies the Standard Webhooks headers when
 * present (their signature also covers the id and timestamp), else the spec's
 * `X-Service-Signature`; either way the timestamp must be within `toleranceSeconds` of now.
 * During a secret rotation a delivery carries one signature per secret; one match is enough.
 * `rawBody` must be the bytes as received, before any JSON parsing.
 */
export async function verifyWebhook(
  rawBody: string | Uint8Array,
  headers: WebhookHeaders,
  secret: string,
  { toleranceSeconds = 300, now = new Date() }: VerifyWebhookOptions = {},
): Promise<WebhookPayload> {
  const header = headerReader(headers);
  const body = typeof rawBody === 'string' ? utf8(rawBody) : new Uint8Array(rawBody);
  const signed = header('webhook-signature')
    ? standardScheme(header, body, secret)
    : serviceScheme(header, body, secret);
  checkTimestamp(signed.timestamp, toleranceSeconds, now);
  if (!(await anyValid(signed)))
    throw new WebhookVerificationError(
      'invalid_signature',
      'No signature of the delivery matches the secret.',
    );
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body)) as WebhookPayload;
  } catch {
    throw new WebhookVerificationError('invalid_body', 'The signed body is not JSON.');
  }
}
