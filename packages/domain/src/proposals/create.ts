import type { CreateProposalBody, EventSource, Plan, ProposalSummary } from '@proposals/contracts';
import type { Db } from '@proposals/db';
import { assertOwnedReferences } from '../shared/references';
import { PLAN_LIMITS_JSON, periodStartsByAnchorDay, quotaExceeded } from '../usage/quota';
import { toSummary } from './mapper';
import { toRecord } from './record';

const DEFAULT_TITLE = 'Untitled Proposal';

// The draft, its count against the quota and its proposal.created event, in one statement on the
// pool: a creation is on every pipeline's path, and as a Prisma interactive transaction it took
// six round trips and most of the gateway's Prisma time (bench/pipeline). The statement is atomic
// by itself, so it is still all or nothing.
//
// Quota: the period counter is raised only while it is under the plan limit (a conditional
// upsert, so concurrent creations cannot overshoot); past the limit one add-on credit is spent
// instead, again conditionally; the draft is inserted only if one of the two happened. The
// counter row stays locked until commit and serializes an account's creations, for as long as
// one statement takes. The account's period and limit are picked from $9 and $10.
const CREATE = `
  WITH terms AS (
    SELECT id, plan::text AS plan, ($10::jsonb ->> plan::text)::int AS proposals_limit,
      ($9::timestamptz[])[extract(day FROM billing_anchor AT TIME ZONE 'UTC')::int] AS period_start
    FROM accounts WHERE id = $1::uuid),
  counted AS (
    INSERT INTO usage_counters (account_id, period_start, proposals_created, updated_at)
    SELECT id, period_start, 1, now() FROM terms
    ON CONFLICT (account_id, period_start) DO UPDATE
      SET proposals_created = usage_counters.proposals_created + 1, updated_at = now()
      WHERE usage_counters.proposals_created < (SELECT proposals_limit FROM terms)
    RETURNING 1),
  spent AS (
    UPDATE accounts SET addon_credits = addon_credits - 1, updated_at = now()
    WHERE id = $1::uuid AND addon_credits > 0 AND NOT EXISTS (SELECT 1 FROM counted)
    RETURNING 1),
  credited AS (
    UPDATE usage_counters
    SET proposals_created = proposals_created + 1, addon_credits_used = addon_credits_used + 1, updated_at = now()
    WHERE account_id = $1::uuid AND period_start = (SELECT period_start FROM terms) AND EXISTS (SELECT 1 FROM spent)),
  created AS (
    INSERT INTO proposals (id, account_id, title, raw_input_text, raw_input_method, raw_input_url,
      client_id, template_id, created_at, updated_at)
    SELECT gen_random_uuid(), $1::uuid, $2, $3, $4::raw_input_method, $5, $6::uuid, $7::uuid, $8, $8
    WHERE EXISTS (SELECT 1 FROM counted) OR EXISTS (SELECT 1 FROM spent)
    RETURNING id, title, status::text AS status, client_id AS "clientId", pricing_model::text AS "pricingModel",
      final_price AS "finalPrice", raw_input_method::text AS "rawInputMethod", created_at AS "createdAt",
      updated_at AS "updatedAt"),
  logged AS (
    INSERT INTO events (id, account_id, type, source, data)
    SELECT 'evt_' || gen_random_uuid(), $1::uuid, 'proposal.created', $11::event_source,
      jsonb_build_object('proposalId', id, 'status', status, 'title', title, 'source', $11::text)
    FROM created)
  SELECT terms.plan, created.* FROM terms LEFT JOIN created ON true`;

type Row = Parameters<typeof toSummary>[0] & { plan: Plan };

/** Creates a draft, counts it against the quota and records proposal.created, all or nothing. */
export async function createProposal(
  db: Db,
  accountId: string,
  body: CreateProposalBody,
  source: EventSource = 'api',
): Promise<ProposalSummary> {
  await assertOwnedReferences(db, accountId, body);
  const now = new Date();
  const values = [
    accountId,
    body.title ?? DEFAULT_TITLE,
    body.rawInputText ?? null,
    body.rawInputMethod ?? 'paste',
    body.rawInputUrl ?? null,
    body.clientId ?? null,
    body.templateId ?? null,
    now,
    periodStartsByAnchorDay(now),
    PLAN_LIMITS_JSON,
    source,
  ];
  const { rows } = await db.$pool.query<Row>({ name: 'create-proposal', text: CREATE, values });
  const row = rows[0];
  if (!row) throw new Error(`account ${accountId} does not exist`);
  if (row.id === null) throw quotaExceeded(row.plan);
  return toSummary(toRecord(row));
}
