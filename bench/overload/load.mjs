// An open-loop client: requests of a realistic mix start at the offered rate whatever the answers
// do (a closed loop would slow down with the server and never offer ten times its capacity), each
// recorded with when it started, what it was, how it ended and how long it took.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { createConnections, serialise } from './http1.mjs';

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
 * and that wait is part of its latency. Every request but a stage start is serialised once, before
 * the run; only a create's answer is read past its status (for the id of the draft).
 */
export function createLoad({ origin, accounts, ready, timeoutMs = 10_000 }) {
  const http = createConnections(origin, { connections: 512, timeoutMs });
  const headers = accounts.map(({ key, secret }) => ({
    'x-api-key': key,
    'x-api-secret': secret,
    'content-type': 'application/json',
  }));
  const bytes = (account, method, path, body) => serialise(origin, method, path, headers[account], body);
  const requests = accounts.map((_, account) => ({
    read: ready[account].map((id) => bytes(account, 'GET', `${PREFIX}/proposals/${id}`)),
    export: ready[account].map((id) => bytes(account, 'POST', `${PREFIX}/proposals/${id}/export`, '{}')),
    list: [bytes(account, 'GET', `${PREFIX}/proposals?limit=20`)],
    create: [
      bytes(account, 'POST', `${PREFIX}/proposals`, JSON.stringify({ title: 'Bench', rawInputText: BRIEF })),
    ],
  }));
  // Per account: a key may start only its own account's proposals.
  const drafts = accounts.map(() => []);
  const created = [];
  const started = [];
  const samples = [];
  let n = 0;
  let pending = 0;
  let whenSettled = null;

  const pick = () => {
    let r = Math.random();
    for (const [kind, share] of MIX) if ((r -= share) < 0) return kind;
    return 'read';
  };
  const some = (list) => list[Math.floor(Math.random() * list.length)];

  function fire(phase) {
    const account = n++ % headers.length;
    let kind = pick();
    const id = kind === 'analyze' ? drafts[account].pop() : undefined;
    if (kind === 'analyze' && !id) kind = 'read';
    const request = id
      ? bytes(account, 'POST', `${PREFIX}/proposals/${id}/analyze`)
      : some(requests[account][kind]);
    const sample = {
      phase,
      kind,
      at: performance.now(),
      status: 0,
      ms: 0,
      retryAfter: false,
      error: null,
      ok: false,
    };
    samples.push(sample);
    pending++;
    http.send(request, kind === 'create', (status, retryAfter, body, error) => {
      sample.ms = performance.now() - sample.at;
      sample.status = status;
      sample.retryAfter = retryAfter;
      sample.error = error;
      sample.ok = status === EXPECTED[kind];
      if (sample.ok && kind === 'create') {
        const draft = JSON.parse(body).data.id;
        drafts[account].push(draft);
        created.push(draft);
      } else if (sample.ok && id) started.push(id);
      else if (id) drafts[account].push(id);
      if (--pending === 0) whenSettled?.();
    });
  }

  /** Starts `rate` requests a second for `seconds`, evenly spread; resolves when the last has started. */
  async function offer(rate, seconds, phase) {
    const begin = performance.now();
    let sent = 0;
    for (;;) {
      const elapsed = (performance.now() - begin) / 1000;
      if (elapsed >= seconds) break;
      const due = Math.floor(rate * elapsed);
      for (; sent < due; sent++) fire(phase);
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
    settled: () => (pending === 0 ? Promise.resolve() : new Promise((resolve) => (whenSettled = resolve))),
    close: () => http.close(),
  };
}
