import { Router } from 'express';
import { AppError } from '@proposals/contracts';
import { verifyDownload } from '@proposals/storage';
import type { GatewayDeps } from '../deps';
import { sendStored } from './send-stored';

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
    if (!grant || !(await sendStored(req, res, exports.store, grant.key, grant))) throw gone();
  });
  return router;
}
