export { createApiKey, revokeApiKey, type CreatedKey } from './accounts/keys';
export { createKeyVerifier, type KeyVerifier, type Principal } from './accounts/key-verifier';
export { parseScopes } from './accounts/scopes';
export { keyRevocationChannel } from './accounts/revocation';
export { isUuid } from './shared/ids';
export { setPlan, addAddonCredits } from './accounts/plans';
export { billingPeriod, type BillingPeriod } from './usage/period';
export { getUsage } from './usage/get-usage';
export { createProposal } from './proposals/create';
export { getProposal, listProposals } from './proposals/read';
export { updateProposal } from './proposals/update';
export { sendProposal, recordOutcome, archiveProposal } from './proposals/lifecycle';
export { openProgress, ProgressCursor, type ProgressUpdate } from './proposals/progress';
export { readProgress } from './proposals/progress-sql';
export { clients } from './clients/clients';
export { templates } from './templates/templates';
export type { AccountRecords } from './shared/account-records';
export * from './pipeline';
export * from './webhooks';
export * from './idempotency';
export {
  prepareExport,
  recordExport,
  EXPORTABLE_STATUSES,
  type PreparedExport,
} from './exports/export-proposal';
export * from './sharing';
