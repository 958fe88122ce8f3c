import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import { contentDisposition, type ObjectStore } from '@proposals/storage';

/** Streams a stored file with its type and file name; false when the store does not have it. */
export async function sendStored(
  req: Request,
  res: Response,
  store: ObjectStore,
  key: string,
  { contentType, fileName }: { contentType: string; fileName: string },
): Promise<boolean> {
  const stored = await store.stat(key);
  if (!stored) return false;
  res.setHeader('Content-Type', contentType);
  res.setHeader('Content-Length', String(stored.size));
  res.setHeader('Content-Disposition', contentDisposition(fileName));
  // Set before any other header a caller added: a stored file is private to whoever holds its link.
  if (!res.getHeader('Cache-Control')) res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (req.method === 'HEAD') res.end();
  else await pipeline(await store.get(key), res);
  return true;
}
