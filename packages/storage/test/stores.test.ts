import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import { contentDisposition, fsStore, s3Store, verifyDownload, type ObjectStore } from '../src';

const BODY = new TextEncoder().encode('%PDF-1.7 hello');
const download = { fileName: 'Devis été <1>.pdf', contentType: 'application/pdf', expiresInSeconds: 900 };
const text = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString();
};

/** What every driver must do alike. */
async function roundTrip(store: ObjectStore) {
  expect(await store.stat('exports/a/b.pdf')).toBeNull();
  await store.put('exports/a/b.pdf', BODY, 'application/pdf');
  expect(await store.stat('exports/a/b.pdf')).toEqual({ size: BODY.length });
  expect(await text(await store.get('exports/a/b.pdf'))).toBe('%PDF-1.7 hello');
  await expect(store.put('../escape.pdf', BODY, 'application/pdf')).rejects.toThrow(/invalid object key/);
}

describe('filesystem store', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const store = fsStore({
    dir,
    signingSecret: 's3cret',
    downloadBaseUrl: () => 'http://api.test/api/v1/downloads',
  });

  it('stores, reads and signs', async () => {
    await roundTrip(store);
    const url = await store.signedUrl('exports/a/b.pdf', download);
    expect(url).toMatch(/^http:\/\/api\.test\/api\/v1\/downloads\/[\w-]+\.[\w-]+$/);
    const grant = verifyDownload(url.split('/').pop()!, 's3cret');
    expect(grant).toMatchObject({
      key: 'exports/a/b.pdf',
      fileName: download.fileName,
      contentType: 'application/pdf',
    });
    expect(verifyDownload(url.split('/').pop()!, 'other')).toBeNull();
    expect(verifyDownload(url.split('/').pop()!, 's3cret', Date.now() + 901_000)).toBeNull();
  });

  it('names the file for old and new clients', () => {
    expect(contentDisposition(download.fileName)).toBe(
      `attachment; filename="Devis ete <1>.pdf"; filename*=UTF-8''Devis%20%C3%A9t%C3%A9%20%3C1%3E.pdf`,
    );
    expect(contentDisposition('a"b\\c.pdf')).toContain('filename="a_b_c.pdf"');
  });
});

describe('S3 store (against s3rver)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  let server: S3rver;
  let endpoint: string;
  beforeAll(async () => {
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'exports', configs: [] }],
    });
    const address = (await server.run()) as AddressInfo;
    endpoint = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const store = () =>
    s3Store({ endpoint, region: 'us-east-1', accessKey: 'S3RVER', secretKey: 'S3RVER', bucket: 'exports' });

  it('stores, reads and presigns a GET that serves the file with its name and type', async () => {
    await roundTrip(store());
    const url = await store().signedUrl('exports/a/b.pdf', download);
    expect(url).toContain('X-Amz-Expires=900');
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(contentDisposition(download.fileName));
    expect(await res.text()).toBe('%PDF-1.7 hello');
  });

  it('presigns against the public endpoint when one is given', async () => {
    const url = await s3Store({
      endpoint,
      publicEndpoint: 'https://files.example.com',
      region: 'us-east-1',
      accessKey: 'S3RVER',
      secretKey: 'S3RVER',
      bucket: 'exports',
    }).signedUrl('exports/a/b.pdf', download);
    expect(url).toMatch(/^https:\/\/files\.example\.com\/exports\/exports\/a\/b\.pdf\?/);
  });
});
