// Every enumerated value of the API, once. Schemas, the database mapping and docs read these.
export const PROPOSAL_STATUSES = [
  'draft',
  'analyzing',
  'analyzed',
  'generating',
  'ready',
  'scoring',
  'sent',
  'archived',
] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

export const RAW_INPUT_METHODS = ['paste', 'upload', 'url'] as const;
export const PRICING_MODELS = ['hourly', 'fixed', 'milestone', 'retainer'] as const;
export const OUTCOMES = ['won', 'lost', 'no_response', 'cancelled'] as const;

export const SCOPES = ['proposals:read', 'proposals:write', 'proposals:generate', 'webhooks:manage'] as const;
export type Scope = (typeof SCOPES)[number];

export const EVENT_SOURCES = ['ui', 'api'] as const;
export type EventSource = (typeof EVENT_SOURCES)[number];

export const EVENT_TYPES = [
  'proposal.created',
  'proposal.updated',
  'proposal.analysis_completed',
  'proposal.analysis_failed',
  'proposal.generation_completed',
  'proposal.generation_failed',
  'proposal.scoring_completed',
  'proposal.scoring_failed',
  'proposal.exported',
  'proposal.outcome_recorded',
  'proposal.link_created',
  'proposal.link_revoked',
  'proposal.viewed',
  'proposal.accepted',
  'proposal.declined',
  'test.ping',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** Who caused an event: the business through the API, or its client on the shared page (DESIGN §3 "Sharing"). */
export const EVENT_ACTORS = ['client'] as const;
export const SHARE_LINK_STATES = ['active', 'accepted', 'declined', 'expired', 'revoked'] as const;
export type ShareLinkState = (typeof SHARE_LINK_STATES)[number];
export const DECISIONS = ['accepted', 'declined'] as const;
export type Decision = (typeof DECISIONS)[number];

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed', 'expired'] as const;
export const EXPORT_FORMATS = ['pdf', 'docx', 'pptx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** API sort names of the proposal list; ties are broken by id. */
export const PROPOSAL_SORT_FIELDS = ['created_at', 'updated_at', 'title', 'final_price'] as const;
export type ProposalSortField = (typeof PROPOSAL_SORT_FIELDS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The fixed category vocabulary of analysis (DESIGN §3 "The pipeline's results"). */
export const CATEGORIES = [
  'web',
  'ecommerce',
  'mobile',
  'design',
  'branding',
  'content',
  'seo',
  'marketing',
  'social',
  'video',
  'data',
  'ai',
  'devops',
  'security',
  'consulting',
  'print',
  'photography',
  'events',
  'translation',
  'other',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const BUDGET_KINDS = ['fixed', 'range', 'ceiling', 'approximate', 'monthly'] as const;
export type BudgetKind = (typeof BUDGET_KINDS)[number];
export const COMPLEXITIES = ['low', 'medium', 'high'] as const;
export type Complexity = (typeof COMPLEXITIES)[number];

/** What a request of the brief is (DESIGN §3 "The pipeline's results"). */
export const REQUEST_KINDS = [
  'deliverable',
  'constraint',
  'objective',
  'platform',
  'exclusion',
  'client',
] as const;
export const REQUEST_FREQUENCIES = ['week', 'fortnight', 'month', 'quarter', 'year'] as const;
export const ENGAGEMENT_MODELS = ['project', 'retainer', 'phased', 'hourly', 'discovery'] as const;
export const KEY_DATE_KINDS = ['event', 'award', 'submission', 'input', 'closure'] as const;
export const COVERAGE_DECISIONS = ['included', 'option', 'excluded', 'question'] as const;
