import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

// Secrets are 32 random bytes, so a fast hash is enough: there is nothing to brute-force that
// a slow KDF would protect. The key is an identifier, not a secret.
export const generateKey = (): string => `pk_${randomBytes(18).toString('base64url')}`;
export const generateSecret = (): string => `sk_${randomBytes(32).toString('base64url')}`;

export const hashSecret = (secret: string): string =>
  createHash('sha256').update(secret, 'utf8').digest('hex');

/** Compares a presented secret with a stored hash in time independent of where they differ. */
export function secretMatches(secret: string, storedHash: string): boolean {
  const presented = Buffer.from(hashSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
