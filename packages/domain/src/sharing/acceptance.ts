import {
  notFound,
  type AcceptanceRecord,
  type EvidenceDocument,
  type RenderableProposal,
} from '@proposals/contracts';
import type { Db, ShareDecision } from '@proposals/db';
import stringify from 'safe-stable-stringify';
import { readProposal } from '../proposals/repository';
import { linkNotFound, openShareLink } from './public-link';
import { toAcceptanceRecord } from './record';
import { sha256Hex } from './tokens';

/** The evidence as its PDF shows it, and where that PDF is stored: named by its content, rendered once. */
export interface Evidence {
  accountId: string;
  proposalId: string;
  record: AcceptanceRecord;
  document: EvidenceDocument;
  key: string;
  fileName: string;
}

async function evidenceOf(db: Db, row: ShareDecision): Promise<Evidence> {
  const link = await db.shareLink.findUniqueOrThrow({
    where: { id: row.shareLinkId },
    select: { snapshot: true },
  });
  const snapshot = link.snapshot as unknown as RenderableProposal;
  const record = toAcceptanceRecord(row);
  const document: EvidenceDocument = {
    record,
    title: snapshot.title,
    agencyName: snapshot.agencyName,
    language: snapshot.language,
  };
  return {
    accountId: row.accountId,
    proposalId: row.proposalId,
    record,
    document,
    key: `evidence/${row.accountId}/${row.proposalId}/${sha256Hex(stringify(document) ?? '')}.pdf`,
    fileName: `${record.decision === 'accepted' ? 'Acceptance' : 'Decision'} record.pdf`,
  };
}

/** The decision on one of the account's proposals, with its evidence; not_found until there is one. */
export async function getAcceptance(db: Db, accountId: string, proposalId: string): Promise<Evidence> {
  const proposal = await readProposal(db, accountId, proposalId);
  const row = await db.shareDecision.findUnique({ where: { proposalId: proposal.id } });
  if (!row) throw notFound('Acceptance');
  return evidenceOf(db, row);
}

/** The client's copy, through the link that decided; any other link has none to give. */
export async function linkEvidence(db: Db, token: string): Promise<Evidence> {
  const link = await openShareLink(db, token);
  if (!link.decision || link.decision.shareLinkId !== link.id) throw linkNotFound();
  return evidenceOf(db, link.decision);
}
