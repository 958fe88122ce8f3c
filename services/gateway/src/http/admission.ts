import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppError } from '@proposals/contracts';
import { Counter, Gauge, type Registry } from 'prom-client';
import { errorBody } from './error-handler';
import { requestIdOf } from './request-context';

export interface AdmissionLimits {
  /** API requests this process runs at once. */
  maxInFlight: number;
  /** Requests that may wait for one of those; the next is refused at once. */
  maxWaiting: number;
  /** How long a request may wait before it is refused, while the line comes and goes (a burst). */
  maxWaitMs: number;
  /** How long it may wait once the line has not emptied for `maxWaitMs` (overload, not a burst). */
  overloadedWaitMs: number;
}

type Gate = (req: IncomingMessage, res: ServerResponse, run: () => void) => void;

const AT_CAPACITY = new AppError(
  'service_unavailable',
  'The API is at capacity; retry after the Retry-After delay.',
  undefined,
  { 'Retry-After': '1' },
);

/**
 * The client's X-Request-Id from the raw header list: `req.headers` is built on first read, and a
 * refusal has no other use for it.
 */
function clientRequestId(req: IncomingMessage): string | undefined {
  const raw = req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) if (raw[i]?.toLowerCase() === 'x-request-id') return raw[i + 1];
  return undefined;
}

// The refusal's fixed headers as the flat list `writeHead` takes as it is (an object it would copy).
const AT_CAPACITY_HEADERS = [
  'Content-Type',
  'application/json; charset=utf-8',
  ...Object.entries(AT_CAPACITY.headers ?? {}).flat(),
];

// The refusal's body, serialised once around its request id, which needs no escaping: `requestIdOf`
// keeps a client's id only when it is made of [A-Za-z0-9._:-].
const [BODY_BEFORE_ID, BODY_AFTER_ID] = JSON.stringify(errorBody(AT_CAPACITY, '\0')).split('\\u0000');

/**
 * The refusal, written straight on the socket: under ten times the load it is most of what the
 * process does, so it skips Express, the access log and the latency histogram (the shed counter
 * counts it), and costs little more than parsing the request (about 41 µs of CPU where a bare Node
 * server's constant answer costs 37 µs). With its length given, the answer is one block rather than
 * chunks, shorter for both ends to write and read.
 */
function refuse(req: IncomingMessage, res: ServerResponse): void {
  const requestId = requestIdOf(clientRequestId(req));
  const body = BODY_BEFORE_ID + requestId + BODY_AFTER_ID;
  res
    .writeHead(AT_CAPACITY.status, [
      ...AT_CAPACITY_HEADERS,
      'X-Request-Id',
      requestId,
      'Content-Length',
      String(Buffer.byteLength(body)),
    ])
    .end(body);
}

/**
 * Admission control for the API, in front of Express: at most `maxInFlight` requests run in this
 * process, the next `maxWaiting` wait in arrival order, and the rest are answered 503 with
 * Retry-After at once, before they take a database connection. Offered more than it can serve,
 * the process keeps serving what it admitted instead of letting every request queue for the
 * database pool until its client gives up.
 *
 * A line that empties now and then is a burst: it may wait `maxWaitMs`. A line that has not
 * emptied for that long is overload, and then it holds at all times as many requests as arrive
 * in `maxWaitMs`; each one admitted would have waited about that long before it started, which
 * kept the p99 of the admitted over a second at ten times the load. So from then on, newcomers
 * wait at most `overloadedWaitMs` (the idea of CoDel: a standing queue only adds delay).
 */
export function admission(limits: AdmissionLimits, metrics: Registry): Gate {
  let running = 0;
  const waiting: (() => void)[] = [];
  // When the line last went from empty to not: how long it has stood.
  let standingSince = 0;
  const shed = new Counter({
    name: 'http_requests_shed_total',
    help: 'API requests refused with 503 because the process was at capacity',
    labelNames: ['reason'],
    registers: [metrics],
  });
  new Gauge({
    name: 'http_requests_admitted',
    help: 'API requests running and waiting for a slot',
    labelNames: ['state'],
    registers: [metrics],
    collect() {
      this.set({ state: 'running' }, running);
      this.set({ state: 'waiting' }, waiting.length);
    },
  });
  // The next in line takes the slot over, so `running` never drops below the limit while any wait.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  const waitFor = () => {
    const now = Date.now();
    if (waiting.length === 0) standingSince = now;
    return now - standingSince >= limits.maxWaitMs ? limits.overloadedWaitMs : limits.maxWaitMs;
  };

  return (req, res, run) => {
    const admit = () => {
      // 'close' comes once per response, whether it finished or the client hung up.
      res.once('close', release);
      run();
    };
    if (running < limits.maxInFlight) {
      running++;
      return admit();
    }
    if (waiting.length >= limits.maxWaiting) {
      shed.inc({ reason: 'queue_full' });
      return refuse(req, res);
    }
    const leave = () => waiting.splice(waiting.indexOf(enter), 1);
    const timer = setTimeout(() => {
      leave();
      res.off('close', hungUp);
      shed.inc({ reason: 'waited_too_long' });
      refuse(req, res);
    }, waitFor());
    const hungUp = () => {
      clearTimeout(timer);
      leave();
    };
    function enter() {
      clearTimeout(timer);
      res.off('close', hungUp);
      admit();
    }
    res.once('close', hungUp);
    waiting.push(enter);
  };
}
