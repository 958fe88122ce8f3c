import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a filesystem download URL grants: one object, under this name and type, until `expires`. */
export interface DownloadGrant {
  key: string;
  fileName: string;
  contentType: string;
  /** Unix seconds. */
  expires: number;
}

const mac = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

/** `<payload>.<hmac>`, both base64url: one path segment, nothing to decode before the check. */
export function signDownload(grant: DownloadGrant, secret: string): string {
  const payload = Buffer.from(
    JSON.stringify([grant.key, grant.fileName, grant.contentType, grant.expires]),
  ).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

/** The grant of a token whose signature holds and that has not expired, else null. */
export function verifyDownload(token: string, secret: string, now = Date.now()): DownloadGrant | null {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length) return null;
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const [key, fileName, contentType, expires] = JSON.parse(
      Buffer.from(payload, 'base64url').toString('utf8'),
    );
    if (typeof expires !== 'number' || expires * 1000 <= now) return null;
    return { key: String(key), fileName: String(fileName), contentType: String(contentType), expires };
  } catch {
    return null;
  }
}
