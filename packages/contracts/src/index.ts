import type { FromSchema } from 'json-schema-to-ts';
import { paginationQuery } from './schemas/common';
import {
  createProposalBody,
  listProposalsQuery,
  proposalDetail,
  proposalStatusChange,
  proposalStatusResponse,
  proposalSummary,
  recordOutcomeBody,
  updateProposalBody,
} from './schemas/proposals';
import { clientRecord, createClientBody, updateClientBody } from './schemas/clients';
import { createTemplateBody, templateRecord, updateTemplateBody } from './schemas/templates';
import { usageRecord } from './schemas/usage';
import {
  createWebhookBody,
  createdWebhookEndpoint,
  listWebhookEventsQuery,
  rotatedSecret,
  updateWebhookBody,
  webhookEndpoint,
  webhookEventRecord,
  webhookTestResult,
  deliveryJobPayload,
} from './schemas/webhooks';
import { eventData, stageJobPayload } from './schemas/events';
import {
  evidenceDocument,
  exportBody,
  exportJobPayload,
  exportResponse,
  renderableProposal,
} from './schemas/exports';
import type { EventType } from './enums';
import {
  acceptanceRecord,
  createShareLinkBody,
  createdShareLink,
  shareLink,
  shareRecipient,
} from './schemas/sharing';
import {
  analysisResult,
  budget,
  generationResult,
  pricingLine,
  milestone,
  scopeResult,
  scoreResult,
} from './schemas/pipeline';

export * from './enums';
export * from './errors';
export * from './idempotency';
export * from './limits';
export * from './plans';
export * from './validation';
export * as schemas from './schemas';

export type PaginationQuery = FromSchema<typeof paginationQuery>;

export type CreateProposalBody = FromSchema<typeof createProposalBody>;
export type UpdateProposalBody = FromSchema<typeof updateProposalBody>;
export type RecordOutcomeBody = FromSchema<typeof recordOutcomeBody>;
export type ListProposalsQuery = FromSchema<typeof listProposalsQuery>;
export type ProposalSummary = FromSchema<typeof proposalSummary>;
export type ProposalDetail = FromSchema<typeof proposalDetail>;
export type ProposalStatusResponse = FromSchema<typeof proposalStatusResponse>;
export type ProposalStatusChange = FromSchema<typeof proposalStatusChange>;

export type CreateClientBody = FromSchema<typeof createClientBody>;
export type UpdateClientBody = FromSchema<typeof updateClientBody>;
export type ClientRecord = FromSchema<typeof clientRecord>;

export type CreateTemplateBody = FromSchema<typeof createTemplateBody>;
export type UpdateTemplateBody = FromSchema<typeof updateTemplateBody>;
export type TemplateRecord = FromSchema<typeof templateRecord>;

export type CreateShareLinkBody = FromSchema<typeof createShareLinkBody>;
export type CreatedShareLink = FromSchema<typeof createdShareLink>;
export type ShareLink = FromSchema<typeof shareLink>;
export type ShareRecipient = FromSchema<typeof shareRecipient>;
export type AcceptanceRecord = FromSchema<typeof acceptanceRecord>;

export type UsageRecord = FromSchema<typeof usageRecord>;

export type CreateWebhookBody = FromSchema<typeof createWebhookBody>;
export type UpdateWebhookBody = FromSchema<typeof updateWebhookBody>;
export type WebhookEndpoint = FromSchema<typeof webhookEndpoint>;
export type CreatedWebhookEndpoint = FromSchema<typeof createdWebhookEndpoint>;
export type RotatedSecret = FromSchema<typeof rotatedSecret>;
export type WebhookTestResult = FromSchema<typeof webhookTestResult>;
export type ListWebhookEventsQuery = FromSchema<typeof listWebhookEventsQuery>;
export type WebhookEventRecord = FromSchema<typeof webhookEventRecord>;
export type DeliveryJobPayload = FromSchema<typeof deliveryJobPayload>;

export type Budget = FromSchema<typeof budget>;
export type AnalysisResult = FromSchema<typeof analysisResult>;
export type ScopeResult = FromSchema<typeof scopeResult>;
export type PricingLine = FromSchema<typeof pricingLine>;
export type Milestone = FromSchema<typeof milestone>;
export type GenerationResult = FromSchema<typeof generationResult>;
export type ScoreResult = FromSchema<typeof scoreResult>;

/** Page of a list: what a list use-case returns and the envelope's list meta is built from. */
export interface Page<T> {
  items: T[];
  page: number;
  limit: number;
  total: number;
}

type EventDataMap = { [K in EventType]: FromSchema<(typeof eventData)[K]> };
export type EventData<T extends EventType> = EventDataMap[T];
/** A proposal event's type and what it carries beyond proposalId, status, title and source. */
export type ProposalEvent = {
  [K in ProposalEventType]: { type: K } & Omit<EventDataMap[K], 'proposalId' | 'status' | 'title' | 'source'>;
}[ProposalEventType];
/** The proposal event types, whose data carries proposalId, status, title and source. */
export type ProposalEventType = Exclude<EventType, 'test.ping'>;
export type StageJobPayload = FromSchema<typeof stageJobPayload>;
export type ExportBody = FromSchema<typeof exportBody>;
export type ExportResponse = FromSchema<typeof exportResponse>;
export type RenderableProposal = FromSchema<typeof renderableProposal>;
export type ExportJobPayload = FromSchema<typeof exportJobPayload>;
export type EvidenceDocument = FromSchema<typeof evidenceDocument>;
