import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import { AppError } from '@proposals/contracts';
import { contentDisposition, verifyDownload } from '@proposals/storage';
import type { GatewayDeps } from '../deps';

const gone = () => new AppError('not_found', 'This download link is not valid or has expired.');

/**
 * GET /api/v1/downloads/:token, without API credentials: the token is the credential, an HMAC
 * over the object, its file name and type, and the expiry. Tampered, expired or unknown → 404.
 */
export function downloadRouter({ exports }: GatewayDeps): Router {
  const router = Router();
  router.get('/:token', async (req, res) => {
    const grant =
      exports.store.driver === 'fs' ? verifyDownload(String(req.params.token), exports.signingSecret) : null;
    if (!grant) throw gone();
    const stored = await exports.store.stat(grant.key);
    if (!stored) throw gone();
    res.setHeader('Content-Type', grant.contentType);
    res.setHeader('Content-Length', String(stored.size));
    res.setHeader('Content-Disposition', contentDisposition(grant.fileName));
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.method === 'HEAD') return void res.end();
    await pipeline(await exports.store.get(grant.key), res);
  });
  return router;
}
