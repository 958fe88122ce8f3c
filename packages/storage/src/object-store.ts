import type { Readable } from 'node:stream';

export interface StoredObject {
  size: number;
}

export interface DownloadOptions {
  /** The name the browser saves the file under. */
  fileName: string;
  contentType: string;
  expiresInSeconds: number;
}

/** Where exported files live: a directory on one machine, or a bucket of an S3-compatible store. */
export interface ObjectStore {
  readonly driver: 'fs' | 's3';
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** Size of the object, or null when there is none under `key`. */
  stat(key: string): Promise<StoredObject | null>;
  get(key: string): Promise<Readable>;
  /** A URL anyone may GET until it expires, answering the file with its name and type. */
  signedUrl(key: string, options: DownloadOptions): Promise<string>;
}

/** Keys are ours (hashes and ids), never a path a caller chose; anything else is refused. */
export function assertKey(key: string): string {
  if (!/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/.test(key) || key.includes('..'))
    throw new Error(`invalid object key '${key}'`);
  return key;
}
