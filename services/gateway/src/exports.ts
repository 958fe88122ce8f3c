import { openExportQueue, type ExportQueue } from '@proposals/queue';
import type { ProcessKit } from '@proposals/service-kit';
import { createObjectStore, downloadSigningSecret, type ObjectStore } from '@proposals/storage';
import { API_PREFIX } from './api-prefix';
import type { GatewayConfig } from './config';

export interface GatewayExports {
  store: ObjectStore;
  queue: ExportQueue;
  /** The HMAC key of the fs driver's download URLs. */
  signingSecret: string;
  timeoutMs: number;
}

export const DOWNLOADS_PATH = `${API_PREFIX}/downloads`;

/** The object store and the export queue; `publicBaseUrl` is where clients reach this gateway, once it listens. */
export function gatewayExports(
  kit: ProcessKit,
  config: GatewayConfig,
  publicBaseUrl: () => string,
): GatewayExports {
  const store = createObjectStore(config, () => `${publicBaseUrl()}${DOWNLOADS_PATH}`);
  const queue = openExportQueue(
    () => kit.redisConnection('queue', 'gateway:export-events'),
    kit.redisConnection('command', 'gateway:export-queue'),
    config.REDIS_PREFIX,
  );
  kit.onStop(() => queue.close());
  return { store, queue, signingSecret: downloadSigningSecret(config), timeoutMs: config.EXPORT_TIMEOUT_MS };
}
