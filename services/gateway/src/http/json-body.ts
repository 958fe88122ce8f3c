import express, { type Request, type RequestHandler } from 'express';
import typeis from 'type-is';
import { AppError, BODY_LIMIT_BYTES } from '@proposals/contracts';

// type-is counts `Content-Length: 0` as a body; many clients send it on a bare POST.
const carriesBody = (req: Request) =>
  req.headers['transfer-encoding'] !== undefined ||
  (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

/**
 * Parses JSON bodies; a request that carries a body of another media type is refused with 415,
 * and one without a body leaves `req.body` undefined.
 */
export function jsonBody(): RequestHandler {
  const parse = express.json({ limit: BODY_LIMIT_BYTES, type: () => true });
  return (req, res, next) => {
    if (!carriesBody(req)) return next();
    if (!typeis(req, ['application/json'])) {
      throw new AppError('unsupported_media_type', 'Send request bodies as application/json.');
    }
    parse(req, res, next);
  };
}
