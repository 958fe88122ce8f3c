import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { signDownload } from './download-token';
import { assertKey, type ObjectStore } from './object-store';

export interface FsStoreOptions {
  dir: string;
  signingSecret: string;
  /** Base of the gateway's download route, e.g. `https://api.example.com/api/v1/downloads`. */
  downloadBaseUrl: () => string;
}

/** Files under one directory; URLs point at the gateway's HMAC-signed download route. */
export function fsStore({ dir, signingSecret, downloadBaseUrl }: FsStoreOptions): ObjectStore {
  const file = (key: string) => path.join(dir, assertKey(key));
  return {
    driver: 'fs',
    async put(key, body) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${target}.${randomUUID()}.partial`;
      await writeFile(partial, body);
      await rename(partial, target);
    },
    async stat(key) {
      try {
        return { size: (await stat(file(key))).size };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async get(key) {
      return createReadStream(file(key));
    },
    async signedUrl(key, { fileName, contentType, expiresInSeconds }) {
      const expires = Math.floor(Date.now() / 1000) + expiresInSeconds;
      const token = signDownload({ key: assertKey(key), fileName, contentType, expires }, signingSecret);
      return `${downloadBaseUrl()}/${token}`;
    },
  };
}
