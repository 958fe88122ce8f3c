import type { RequestHandler } from 'express';
import { PAGE_CSP } from '@proposals/render';

/**
 * The headers of every /p/ answer (DESIGN §3 "Sharing"): a CSP with no other origin and no
 * 'unsafe-inline', no indexing, no referrer (the URL is the credential), no caching, no sniffing.
 */
export const pageHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader('Content-Security-Policy', PAGE_CSP);
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  next();
};
