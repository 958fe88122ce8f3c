import {
  bodyValidator,
  DOWNLOAD_URL_TTL_SECONDS,
  schemas,
  type ExportBody,
  type ExportFormat,
  type ExportResponse,
} from '@proposals/contracts';
import { prepareExport, recordExport } from '@proposals/domain';
import { requestExport } from '@proposals/queue';
import { defineRoute } from '../http/route';

export const exportRoutes = [
  defineRoute<undefined, ExportBody>({
    method: 'post',
    path: '/proposals/:id/export',
    scope: 'proposals:read',
    operationId: 'exportProposal',
    summary: 'Export the proposal as PDF, DOCX or PPTX and get a download URL valid 15 minutes',
    response: { data: schemas.exportResponse },
    errors: ['invalid_state', 'plan_upgrade_required'],
    body: bodyValidator(schemas.exportBody),
    handle: async ({ deps, principal, id, body }) => {
      const format = (body.format ?? 'pdf') as ExportFormat;
      const { store, queue, timeoutMs } = deps.exports;
      const { job, fileName, contentType } = await prepareExport(deps.db, principal.accountId, id, format);
      // The key is the content hash: a stored file is this very document, rendered before.
      if (!(await store.stat(job.key))) await requestExport(queue, job, timeoutMs);
      await recordExport(deps.db, principal.accountId, job.proposalId, format);
      const expiresAt = new Date(Date.now() + DOWNLOAD_URL_TTL_SECONDS * 1000).toISOString();
      const downloadUrl = await store.signedUrl(job.key, {
        fileName,
        contentType,
        expiresInSeconds: DOWNLOAD_URL_TTL_SECONDS,
      });
      const data: ExportResponse = { downloadUrl, format, expiresAt };
      return { data };
    },
  }),
];
