import { randomBytes } from 'node:crypto';

const PREFIX = 'whsec_';

/** `whsec_` + base64 of 32 random bytes (DESIGN §3): the form Standard Webhooks libraries accept. */
export const newWebhookSecret = (): string => `${PREFIX}${randomBytes(32).toString('base64')}`;

/** The HMAC key of the Standard Webhooks headers: the bytes the base64 after `whsec_` stands for. */
export const standardKey = (secret: string): Buffer =>
  Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
