import express, { type Request, type RequestHandler } from 'express';
import typeis from 'type-is';
import { AppError, BODY_LIMIT_BYTES, invalidInput } from '@proposals/contracts';

// type-is counts `Content-Length: 0` as a body; many clients send it on a bare POST.
const carriesBody = (req: Request) =>
  req.headers['transfer-encoding'] !== undefined ||
  (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

/** The first field whose name or text holds a NUL character, which PostgreSQL text cannot store. */
function fieldWithNul(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '(root)' : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = fieldWithNul(item, `${path}[${i}]`);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const field = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) return field;
      const found = fieldWithNul(item, field);
      if (found) return found;
    }
  }
  return null;
}

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
    parse(req, res, (err?: unknown) => {
      if (err) return next(err);
      const field = fieldWithNul(req.body);
      if (!field) return next();
      next(invalidInput('request body', [{ field, message: 'must not contain NUL (\\u0000) characters' }]));
    });
  };
}
