import type { Request, Response } from 'express';
import { AppError } from '@proposals/contracts';
import type { Evidence } from '@proposals/domain';
import { requestExport } from '@proposals/queue';
import type { GatewayDeps } from './deps';
import { sendStored } from './http/send-stored';

/**
 * The evidence PDF, rendered by the exporter's browser (as an export is) the first time it is
 * asked for, then served from the store: its key is the hash of what it shows.
 */
export async function sendEvidencePdf(deps: GatewayDeps, evidence: Evidence, req: Request, res: Response) {
  const { store, queue, timeoutMs } = deps.exports;
  const { accountId, proposalId, record, document, key, fileName } = evidence;
  const file = { contentType: 'application/pdf', fileName };
  if (await sendStored(req, res, store, key, file)) return;
  await requestExport(queue, { accountId, proposalId, format: 'pdf', key, evidence: document }, timeoutMs);
  if (!(await sendStored(req, res, store, key, file)))
    throw new AppError('service_unavailable', `The evidence of ${record.shareLinkId} could not be stored.`);
}
