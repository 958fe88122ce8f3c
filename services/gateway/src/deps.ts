import type { KeyVerifier } from '@proposals/domain';
import type { Queues } from '@proposals/queue';
import type { ProcessKit } from '@proposals/service-kit';
import type { RequestHandler } from 'express';
import type { StageBackpressure } from './backpressure';
import type { GatewayConfig } from './config';
import type { EventStreams } from './event-streams';
import type { GatewayExports } from './exports';
import type { GatewayWebhooks } from './webhooks';

/** What route handlers and middleware may use; built once per process in server.ts. */
export interface GatewayDeps extends Omit<ProcessKit, 'config'> {
  config: GatewayConfig;
  keys: KeyVerifier;
  /** The pipeline's queues, for publishing a stage's job right after its commit. */
  queues: Queues;
  /** Whether a stage's queue can take more work now. */
  backpressure: StageBackpressure;
  rateLimits: { pipeline: RequestHandler };
  webhooks: GatewayWebhooks;
  /** The object store and the export queue. */
  exports: GatewayExports;
  /** The open GET /proposals/:id/events streams, fed by PostgreSQL's notifications. */
  streams: EventStreams;
  /** Where clients reach this gateway: PUBLIC_BASE_URL, else the address it listens on. */
  publicBaseUrl(): string;
}
