import { createHash } from 'node:crypto';
import { stringify } from 'safe-stable-stringify';

/** What a replay must match: the same method, path and body as the request that was kept. */
export interface RequestFingerprint {
  method: string;
  path: string;
  bodyHash: string;
}

/**
 * Hashes the parsed body as canonical JSON (keys sorted, no spacing), so that a client whose
 * serializer orders keys differently on a retry still gets its replay. No body counts as `{}`,
 * as it does for the routes.
 */
export function requestFingerprint(method: string, path: string, body: unknown): RequestFingerprint {
  const canonical = String(stringify(body ?? {}));
  return { method, path, bodyHash: createHash('sha256').update(canonical).digest('hex') };
}
