// The one place that reads database error codes. The gateway maps the kinds to API errors and
// the workers to retry-or-not, so neither needs to know Prisma's or PostgreSQL's codes.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EPIPE',
  'EAI_AGAIN',
]);
// PostgreSQL SQLSTATE classes 08 (connection exception), 53 (insufficient resources), 57P (operator intervention).
const SQLSTATE_PREFIXES = ['08', '53', '57P'];
// Prisma's own codes for unreachable or timed-out servers and exhausted pools.
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024']);
const MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /connection refused/i,
  /server closed the connection/i,
];

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  originalCode?: unknown;
  kind?: unknown;
}

/** "The database cannot be reached right now" rather than "this query is wrong". */
function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const e = error as ErrorLike;
  for (const code of [e.code, e.originalCode]) {
    if (typeof code !== 'string') continue;
    if (NETWORK_CODES.has(code) || PRISMA_CODES.has(code)) return true;
    if (SQLSTATE_PREFIXES.some((p) => code.startsWith(p)) && code.length === 5) return true;
  }
  if (e.kind === 'DatabaseNotReachable' || e.kind === 'ConnectionClosed' || e.kind === 'SocketTimeout')
    return true;
  if (typeof e.message === 'string' && MESSAGES.some((m) => m.test(e.message as string))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}

/**
 * What a database error means to a caller:
 * - `unavailable`: the server cannot be reached; retry later (503).
 * - `overloaded`: every pooled connection stayed busy for the whole wait (P2028), or the
 *   transaction lost a deadlock or write conflict (P2034); retrying shortly will work (503).
 * - `missing_reference`: a referenced record was deleted between a check and the write (P2003).
 * - `not_found`: the record to update or delete matched nothing (P2025).
 */
export type DbErrorKind = 'unavailable' | 'overloaded' | 'missing_reference' | 'not_found';

const KIND_BY_CODE: Record<string, DbErrorKind> = {
  P2028: 'overloaded',
  P2034: 'overloaded',
  P2003: 'missing_reference',
  P2025: 'not_found',
};

export function classifyDbError(error: unknown): DbErrorKind | null {
  if (isDatabaseUnavailable(error)) return 'unavailable';
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? (KIND_BY_CODE[code] ?? null) : null;
}
