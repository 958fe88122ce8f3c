import { createHash, randomBytes } from 'node:crypto';

/** SHA-256 hex: what the database keeps of a token, and the snapshot's fingerprint. */
export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** A link's token: 32 random bytes in base64url (256 bits), shown once; only its hash is stored. */
export function newShareToken(): { token: string; hash: string; prefix: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: sha256Hex(token), prefix: token.slice(0, 6) };
}

/** The form of every token we hand out; anything else is answered as unknown without a database read. */
export const isShareToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);
