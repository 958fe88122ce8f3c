import { Client } from 'minio';
import { contentDisposition } from './content-disposition';
import { assertKey, type ObjectStore } from './object-store';

export interface S3StoreOptions {
  endpoint: string;
  /** The endpoint clients reach, when it differs from the services' (e.g. inside compose); presigned URLs use it. */
  publicEndpoint?: string;
  region: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
}

function client(endpoint: string, { region, accessKey, secretKey }: S3StoreOptions): Client {
  const url = new URL(endpoint);
  const useSSL = url.protocol === 'https:';
  return new Client({
    endPoint: url.hostname,
    port: url.port ? Number(url.port) : useSSL ? 443 : 80,
    useSSL,
    accessKey,
    secretKey,
    // The region is given, so presigning needs no request to the store.
    region,
    pathStyle: true,
  });
}

const isMissing = (err: unknown) => ['NotFound', 'NoSuchKey'].includes((err as { code?: string }).code ?? '');

/** A bucket of MinIO or any S3-compatible store; URLs are presigned GETs. */
export function s3Store(options: S3StoreOptions): ObjectStore {
  const s3 = client(options.endpoint, options);
  const presigner = options.publicEndpoint ? client(options.publicEndpoint, options) : s3;
  const { bucket } = options;
  return {
    driver: 's3',
    async put(key, body, contentType) {
      const data = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
      await s3.putObject(bucket, assertKey(key), data, data.length, { 'Content-Type': contentType });
    },
    async stat(key) {
      try {
        return { size: (await s3.statObject(bucket, assertKey(key))).size };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    get: (key) => s3.getObject(bucket, assertKey(key)),
    signedUrl: (key, { fileName, contentType, expiresInSeconds }) =>
      presigner.presignedGetObject(bucket, assertKey(key), expiresInSeconds, {
        'response-content-disposition': contentDisposition(fileName),
        'response-content-type': contentType,
      }),
  };
}
