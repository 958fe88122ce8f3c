import type { EventSource, PricingLine, ProposalStatus } from '@proposals/contracts';
import type { Db } from '@proposals/db';
import type { TemplateInput } from '@proposals/engine';

// The pipeline's statements run once per stage per proposal, on the hottest write path: each is
// one statement on the pool (bench/pipeline measured Prisma's interactive transactions at most
// of a stage's CPU). Each is atomic by itself: the transition and the row it writes commit together.

const START = `
  WITH started AS (
    UPDATE proposals SET status = $3::proposal_status, stage_started_at = now(), updated_at = now()
    WHERE id = $1::uuid AND account_id = $2::uuid AND status = ANY($4::proposal_status[])
      AND ($5::boolean IS FALSE OR raw_input_text IS NOT NULL)
    RETURNING id, account_id)
  INSERT INTO job_outbox (id, queue, proposal_id, account_id, source)
  SELECT gen_random_uuid(), $6, id, account_id, $7::event_source FROM started
  RETURNING id, queue, proposal_id AS "proposalId", account_id AS "accountId", source::text AS source`;

export interface JobRow {
  id: string;
  queue: string;
  proposalId: string;
  accountId: string;
  source: EventSource;
}

/** Moves the proposal into `running` and writes its job, or returns null when it matched nothing. */
export async function startStageRow(
  db: Db,
  args: {
    accountId: string;
    id: string;
    running: ProposalStatus;
    from: readonly ProposalStatus[];
    needsBrief: boolean;
    queue: string;
    source: EventSource;
  },
): Promise<JobRow | null> {
  const values = [args.id, args.accountId, args.running, args.from, args.needsBrief, args.queue, args.source];
  const { rows } = await db.$pool.query<JobRow>({ name: 'start-stage', text: START, values });
  return rows[0] ?? null;
}

// The job's outbox row is marked taken in the read's statement: the relay then leaves it alone,
// and the stage pays one round trip (and one commit) for both.
const READ = `
  WITH taken AS (
    UPDATE job_outbox SET published_at = now() WHERE id = $4::uuid AND published_at IS NULL)
  SELECT p.title, p.raw_input_text AS "rawInputText", p.created_at AS "createdAt", p.currency,
    p.pricing_model::text AS "pricingModel", p.analysis_result AS "analysisResult", p.scope_result AS "scopeResult",
    p.generated_proposal_markdown AS "generatedProposalMarkdown", p.edited_proposal_markdown AS "editedProposalMarkdown",
    p.pricing_breakdown AS "pricingBreakdown", p.pricing_options AS "pricingOptions", p.total_price_mid AS "totalPriceMid",
    to_char(p.proposed_start_date, 'YYYY-MM-DD') AS "proposedStartDate", p.estimated_duration_days AS "estimatedDurationDays",
    a.name AS "accountName",
    CASE WHEN c.id IS NULL THEN NULL ELSE jsonb_build_object('name', c.name, 'company', c.company) END AS client,
    CASE WHEN t.id IS NULL THEN NULL ELSE jsonb_build_object(
      'name', t.name, 'sections', t.sections, 'defaultRates', t.default_rates, 'currency', t.currency) END AS template
  FROM proposals p JOIN accounts a ON a.id = p.account_id
    LEFT JOIN clients c ON c.id = p.client_id LEFT JOIN templates t ON t.id = p.template_id
  WHERE p.id = $1::uuid AND p.account_id = $2::uuid AND p.status = $3::proposal_status`;

/** What a stage reads: the proposal with its client, template and account name. */
export interface StageProposal {
  title: string;
  rawInputText: string | null;
  createdAt: Date;
  currency: string;
  pricingModel: string | null;
  analysisResult: unknown;
  scopeResult: unknown;
  generatedProposalMarkdown: string | null;
  editedProposalMarkdown: string | null;
  pricingBreakdown: PricingLine[] | null;
  pricingOptions: PricingLine[] | null;
  totalPriceMid: number | null;
  proposedStartDate: string | null;
  estimatedDurationDays: number | null;
  accountName: string | null;
  client: { name: string; company: string | null } | null;
  template: TemplateInput | null;
}

/**
 * The proposal, if it is still in the stage's running state; marks the job `jobId` taken either
 * way, as its consumer has it now.
 */
export async function readStageProposal(
  db: Db,
  {
    accountId,
    id,
    running,
    jobId,
  }: { accountId: string; id: string; running: ProposalStatus; jobId: string },
) {
  const { rows } = await db.$pool.query<StageProposal>({
    name: 'read-stage-proposal',
    text: READ,
    values: [id, accountId, running, jobId],
  });
  return rows[0] ?? null;
}

/** The columns a stage may write, with the SQL type of each value. */
export const RESULT_COLUMNS = {
  analysisResult: ['analysis_result', 'jsonb'],
  scopeResult: ['scope_result', 'jsonb'],
  currency: ['currency', 'text'],
  generatedProposalMarkdown: ['generated_proposal_markdown', 'text'],
  pricingModel: ['pricing_model', 'pricing_model'],
  pricingBreakdown: ['pricing_breakdown', 'jsonb'],
  pricingOptions: ['pricing_options', 'jsonb'],
  totalPriceLow: ['total_price_low', 'bigint'],
  totalPriceMid: ['total_price_mid', 'bigint'],
  totalPriceHigh: ['total_price_high', 'bigint'],
  estimatedDurationDays: ['estimated_duration_days', 'integer'],
  timelineMilestones: ['timeline_milestones', 'jsonb'],
  proposedStartDate: ['proposed_start_date', 'date'],
  proposalScore: ['proposal_score', 'integer'],
  scoreBreakdown: ['score_breakdown', 'jsonb'],
} as const;

export type StageResult = Partial<Record<keyof typeof RESULT_COLUMNS, unknown>>;

// A stage writes the same columns every time, so ending one takes a few texts only; each is
// prepared once per connection under a name of its own, and PostgreSQL skips parsing and planning
// it per job.
const endStatementNames = new Map<string, string>();
const endStatementName = (text: string) => {
  let name = endStatementNames.get(text);
  if (!name) endStatementNames.set(text, (name = `end-stage-${endStatementNames.size + 1}`));
  return name;
};

/**
 * Ends a stage: if the proposal is still `running`, writes `result` and the new status, and
 * records the event (with `extra` data) in the same statement. Returns whether it did.
 */
export async function endStageRow(
  db: Db,
  args: {
    accountId: string;
    id: string;
    running: ProposalStatus;
    status: ProposalStatus;
    result: StageResult;
    event: string;
    source: EventSource;
    extra?: object;
  },
): Promise<boolean> {
  const values: unknown[] = [
    args.id,
    args.accountId,
    args.running,
    args.status,
    args.event,
    args.source,
    JSON.stringify(args.extra ?? {}),
  ];
  const sets = Object.entries(args.result).map(([field, value]) => {
    const [column, type] = RESULT_COLUMNS[field as keyof typeof RESULT_COLUMNS];
    values.push(type === 'jsonb' ? JSON.stringify(value) : value);
    return `${column} = $${values.length}::${type}`;
  });
  const text = `WITH ended AS (
       UPDATE proposals SET ${[...sets, ''].join(', ')}status = $4::proposal_status, stage_started_at = NULL, updated_at = now()
       WHERE id = $1::uuid AND account_id = $2::uuid AND status = $3::proposal_status
       RETURNING id, account_id, status, title)
     INSERT INTO events (id, account_id, type, source, data)
     SELECT 'evt_' || gen_random_uuid(), account_id, $5, $6::event_source,
       jsonb_build_object('proposalId', id, 'status', status, 'title', title, 'source', $6::text) || $7::jsonb
     FROM ended`;
  const { rowCount } = await db.$pool.query({ name: endStatementName(text), text, values });
  return (rowCount ?? 0) > 0;
}
