import type { Proposal } from '@proposals/db';
import type { DbOrTx } from '../shared/db';
import { toRecord, type ProposalRecord } from './record';

// Each field of the Proposal model and its column, so a raw SELECT returns rows of the same
// shape Prisma does and the same mapper serves both. A field added to the model fails to compile here.
const COLUMNS: Record<keyof Proposal, string> = {
  id: 'id',
  accountId: 'account_id',
  clientId: 'client_id',
  templateId: 'template_id',
  title: 'title',
  status: 'status',
  rawInputText: 'raw_input_text',
  rawInputMethod: 'raw_input_method',
  rawInputUrl: 'raw_input_url',
  currency: 'currency',
  pricingModel: 'pricing_model',
  finalPrice: 'final_price',
  analysisResult: 'analysis_result',
  scopeResult: 'scope_result',
  generatedProposalMarkdown: 'generated_proposal_markdown',
  editedProposalMarkdown: 'edited_proposal_markdown',
  totalPriceLow: 'total_price_low',
  totalPriceMid: 'total_price_mid',
  totalPriceHigh: 'total_price_high',
  pricingBreakdown: 'pricing_breakdown',
  estimatedDurationDays: 'estimated_duration_days',
  timelineMilestones: 'timeline_milestones',
  // As text: node-postgres would read a DATE in the server's local time zone.
  proposedStartDate: 'proposed_start_date::text',
  proposalScore: 'proposal_score',
  scoreBreakdown: 'score_breakdown',
  pricingOptions: 'pricing_options',
  outcome: 'outcome',
  outcomeNotes: 'outcome_notes',
  stageStartedAt: 'stage_started_at',
  sentAt: 'sent_at',
  archivedAt: 'archived_at',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
};

const SELECT_PROPOSAL = `SELECT ${Object.entries(COLUMNS)
  .map(([field, column]) => `${column} AS "${field}"`)
  .join(', ')} FROM proposals WHERE id = $1::uuid AND account_id = $2::uuid`;

const toProposal = (row: Record<string, unknown> | undefined): ProposalRecord | null => {
  if (!row) return null;
  const date = row.proposedStartDate as string | null;
  return toRecord({ ...row, proposedStartDate: date ? new Date(`${date}T00:00:00.000Z`) : null } as Proposal);
};

/**
 * One proposal of the account by primary key, in a single round trip. Outside a transaction it
 * runs on the pg pool as a named statement, so each connection prepares it once and PostgreSQL
 * skips parsing and planning on every read (the API's hottest path, bench/gateway). Inside one,
 * `lock` adds FOR UPDATE, holding the row until the transaction ends.
 */
export async function selectProposal(
  db: DbOrTx,
  accountId: string,
  id: string,
  lock: boolean,
): Promise<ProposalRecord | null> {
  if ('$pool' in db && !lock) {
    const { rows } = await db.$pool.query({
      name: 'select-proposal-by-id',
      text: SELECT_PROPOSAL,
      values: [id, accountId],
    });
    return toProposal(rows[0]);
  }
  const rows = await db.$queryRawUnsafe<Record<string, unknown>[]>(
    lock ? `${SELECT_PROPOSAL} FOR UPDATE` : SELECT_PROPOSAL,
    id,
    accountId,
  );
  return toProposal(rows[0]);
}
