// An open-loop client: requests of a realistic mix start at the offered rate whatever the answers
// do (a closed loop would slow down with the server and never offer ten times its capacity), each
// recorded with when it started, what it was, how it ended and how long it took.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'undici';

const PREFIX = '/api/v1';
const BRIEF =
  'We are Brightwave Dental, 12 clinics in Austin. We need a new marketing website with online ' +
  'booking and a blog. Budget $25,000 to $30,000; live by 15 March 2027.';

/** Shares of the mix: mostly reads, as an API's traffic is, with creates, stage starts and exports. */
export const MIX = [
  ['read', 0.5],
  ['list', 0.15],
  ['create', 0.15],
  ['analyze', 0.1],
  ['export', 0.1],
];
const EXPECTED = { read: 200, list: 200, create: 201, analyze: 202, export: 200 };

/**
 * `ready[i]`: ids of ready proposals of `accounts[i]`. At most 512 connections, kept alive, as a
 * fleet of clients behind a few proxies would hold: a request finding them all busy waits for one,
 * and that wait is part of its latency.
 */
export function createLoad({ origin, accounts, ready, timeoutMs = 10_000 }) {
  const pool = new Pool(origin, {
    connections: 512,
    keepAliveTimeout: 60_000,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
  const headers = accounts.map(({ key, secret }) => ({
    'x-api-key': key,
    'x-api-secret': secret,
    'content-type': 'application/json',
  }));
  // Per account: a key may start only its own account's proposals.
  const drafts = accounts.map(() => []);
  const created = [];
  const started = [];
  const samples = [];
  let n = 0;

  const pick = () => {
    let r = Math.random();
    for (const [kind, share] of MIX) if ((r -= share) < 0) return kind;
    return 'read';
  };

  function requestOf(kind, account) {
    const some = (list) => list[Math.floor(Math.random() * list.length)];
    switch (kind) {
      case 'list':
        return { method: 'GET', path: `${PREFIX}/proposals?limit=20` };
      case 'create':
        return {
          method: 'POST',
          path: `${PREFIX}/proposals`,
          body: JSON.stringify({ title: 'Bench', rawInputText: BRIEF }),
        };
      case 'analyze': {
        const id = drafts[account].pop();
        return id
          ? { method: 'POST', path: `${PREFIX}/proposals/${id}/analyze`, id }
          : requestOf('read', account);
      }
      case 'export':
        return { method: 'POST', path: `${PREFIX}/proposals/${some(ready[account])}/export`, body: '{}' };
      default:
        return { method: 'GET', path: `${PREFIX}/proposals/${some(ready[account])}` };
    }
  }

  async function fire(phase) {
    const account = n++ % headers.length;
    let kind = pick();
    const req = requestOf(kind, account);
    if (kind === 'analyze' && !req.id) kind = 'read';
    const sample = { phase, kind, at: performance.now(), status: 0, ms: 0, retryAfter: false, error: null };
    samples.push(sample);
    try {
      const res = await pool.request({ ...req, headers: headers[account] });
      const text = await res.body.text();
      sample.status = res.statusCode;
      sample.retryAfter = res.headers['retry-after'] !== undefined;
      if (res.statusCode === EXPECTED[kind]) {
        if (kind === 'create') {
          const { id } = JSON.parse(text).data;
          drafts[account].push(id);
          created.push(id);
        } else if (kind === 'analyze') started.push(req.id);
      } else if (kind === 'analyze' && req.id) drafts[account].push(req.id);
    } catch (err) {
      sample.error = err.code ?? err.message;
    }
    sample.ms = performance.now() - sample.at;
    sample.ok = sample.status === EXPECTED[kind];
  }

  const inFlight = new Set();
  /** Starts `rate` requests a second for `seconds`, evenly spread; resolves when the last has started. */
  async function offer(rate, seconds, phase) {
    const begin = performance.now();
    let sent = 0;
    for (;;) {
      const elapsed = (performance.now() - begin) / 1000;
      if (elapsed >= seconds) break;
      const due = Math.floor(rate * elapsed);
      for (; sent < due; sent++) {
        const p = fire(phase);
        inFlight.add(p);
        p.finally(() => inFlight.delete(p));
      }
      await sleep(2);
    }
    return { begin, end: performance.now() };
  }

  return {
    offer,
    samples,
    created,
    started,
    /** Waits for every request started so far. */
    settled: () => Promise.all([...inFlight]),
    close: () => pool.close(),
  };
}
