export { createClient, type ClientOptions, type ProposalsClient } from './client';
export type { CallOptions } from './resources';
export type { ItemOf, ListPath, ListQuery } from './paginate';
export type { PipelineOptions, PipelineProgress, PipelineStage, WaitOptions } from './pipeline';
export { retryAfterMs, type RetryOptions } from './transport';
export { verifyWebhook, type VerifyWebhookOptions } from './webhooks/verify';
export type { WebhookHeaders } from './webhooks/headers';
export * from './errors';
export type * from './types';
