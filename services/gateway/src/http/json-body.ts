import express, { type RequestHandler } from 'express';
import typeis from 'type-is';
import { AppError, BODY_LIMIT_BYTES } from '@proposals/contracts';

/**
 * Parses JSON bodies; a request that carries a body of another media type is refused with 415,
 * and one without a body leaves `req.body` undefined.
 */
export function jsonBody(): RequestHandler {
  const parse = express.json({ limit: BODY_LIMIT_BYTES, type: () => true });
  return (req, res, next) => {
    if (!typeis.hasBody(req)) return next();
    if (!typeis(req, ['application/json'])) {
      throw new AppError('unsupported_media_type', 'Send request bodies as application/json.');
    }
    parse(req, res, next);
  };
}
