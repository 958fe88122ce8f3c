// Errors that mean "the database cannot be reached right now" rather than "this query is wrong".
// Callers turn them into 503 service_unavailable; everything else stays a 500.
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

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
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
