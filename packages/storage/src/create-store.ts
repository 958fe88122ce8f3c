import os from 'node:os';
import path from 'node:path';
import type { ConfigOf, commonEnv, storageEnv } from '@proposals/config';
import { fsStore } from './fs-store';
import type { ObjectStore } from './object-store';
import { s3Store } from './s3-store';

export type StorageConfig = ConfigOf<typeof storageEnv> & Pick<ConfigOf<typeof commonEnv>, 'NODE_ENV'>;

/** Lets one machine run without configuration; production must set its own (checked below). */
const DEV_SIGNING_SECRET = 'proposals-dev-download-signing-secret';

export function downloadSigningSecret(config: StorageConfig): string {
  if (config.DOWNLOAD_SIGNING_SECRET) return config.DOWNLOAD_SIGNING_SECRET;
  if (config.NODE_ENV === 'production' && config.STORAGE_DRIVER === 'fs')
    throw new Error('DOWNLOAD_SIGNING_SECRET is required with NODE_ENV=production and STORAGE_DRIVER=fs');
  return DEV_SIGNING_SECRET;
}

export const storageDir = (config: StorageConfig) =>
  config.STORAGE_DIR || path.join(os.tmpdir(), 'proposals-exports');

/** The store the configuration names. `downloadBaseUrl` is the gateway's download route (fs only). */
export function createObjectStore(config: StorageConfig, downloadBaseUrl: () => string): ObjectStore {
  if (config.STORAGE_DRIVER === 's3') {
    if (!config.S3_ENDPOINT) throw new Error('S3_ENDPOINT is required with STORAGE_DRIVER=s3');
    return s3Store({
      endpoint: config.S3_ENDPOINT,
      publicEndpoint: config.S3_PUBLIC_ENDPOINT || undefined,
      region: config.S3_REGION,
      accessKey: config.S3_ACCESS_KEY,
      secretKey: config.S3_SECRET_KEY,
      bucket: config.S3_BUCKET,
    });
  }
  return fsStore({ dir: storageDir(config), signingSecret: downloadSigningSecret(config), downloadBaseUrl });
}
