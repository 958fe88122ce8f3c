import {
  AppError,
  PLAN_TERMS,
  type EventSource,
  type ExportFormat,
  type ExportJobPayload,
  type ProposalStatus,
} from '@proposals/contracts';
import type { Db } from '@proposals/db';
import { exportFileName, FILE_TYPES, renderHash } from '@proposals/render/files';
import { appendProposalEvent } from '../proposals/events';
import { invalidState, readProposal } from '../proposals/repository';
import { renderableProposal } from './renderable';

/** Exports need a generated document; an archived proposal is deleted as far as clients are concerned. */
export const EXPORTABLE_STATUSES: readonly ProposalStatus[] = ['ready', 'scoring', 'sent'];

export interface PreparedExport {
  /** The job that renders the file, should the store not have it yet. */
  job: ExportJobPayload;
  fileName: string;
  contentType: string;
}

/**
 * Checks the request (the proposal exists, the plan has the format, the status allows it) and
 * names the file by the hash of what it shows: the same document is stored once.
 */
export async function prepareExport(
  db: Db,
  accountId: string,
  id: string,
  format: ExportFormat,
  now = new Date(),
): Promise<PreparedExport> {
  const proposal = await readProposal(db, accountId, id);
  const account = await db.account.findUniqueOrThrow({ where: { id: accountId }, select: { plan: true } });
  if (!PLAN_TERMS[account.plan].exportFormats.includes(format)) {
    throw new AppError(
      'plan_upgrade_required',
      `The ${account.plan} plan exports ${PLAN_TERMS[account.plan].exportFormats.join(', ')} only; ${format} needs Solo or higher.`,
    );
  }
  if (!EXPORTABLE_STATUSES.includes(proposal.status))
    throw invalidState('export', proposal.status, EXPORTABLE_STATUSES);
  const rendered = await renderableProposal(db, proposal, now);
  const key = `exports/${accountId}/${proposal.id}/${renderHash(rendered, format)}.${FILE_TYPES[format].extension}`;
  return {
    job: { proposalId: proposal.id, accountId, format, key, proposal: rendered },
    fileName: exportFileName(proposal.title, format),
    contentType: FILE_TYPES[format].contentType,
  };
}

/** `proposal.exported`, in its own transaction: the export's only write. */
export async function recordExport(
  db: Db,
  accountId: string,
  id: string,
  format: ExportFormat,
  source: EventSource = 'api',
): Promise<void> {
  await db.$transaction(async (tx) => {
    const proposal = await readProposal(tx, accountId, id, { lock: true });
    await appendProposalEvent(tx, proposal, source, { type: 'proposal.exported', format });
  });
}
