// Drives proposals through create → analyze → generate → score over keep-alive connections, each
// stage started as soon as a poll sees the previous one done.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'undici';

const PREFIX = '/api/v1';
const epoch = (t) => performance.timeOrigin + t;
// status after the POST's 202 → what done looks like, and what a failed stage reverts to.
const STAGES = [
  { name: 'analyze', done: (d) => d.status === 'analyzed', failed: (d) => d.status === 'draft' },
  { name: 'generate', done: (d) => d.status === 'ready', failed: (d) => d.status === 'analyzed' },
  {
    name: 'score',
    done: (d) => d.status === 'ready' && d.proposalScore != null,
    failed: (d) => d.status === 'ready' && d.proposalScore == null,
  },
];

export function createDriver({ origin, accounts, briefs, pollMs, timeoutMs }) {
  // More connections than pipelines in flight, so a poll never waits behind another's socket.
  const pool = new Pool(origin, { connections: 128, keepAliveTimeout: 60_000 });
  const headerSets = accounts.map(({ key, secret }) => ({
    'x-api-key': key,
    'x-api-secret': secret,
    'content-type': 'application/json',
  }));
  let next = 0;

  async function call(method, path, headers, body, expected) {
    const res = await pool.request({ method, path, headers, body });
    const text = await res.body.text();
    if (res.statusCode !== expected)
      throw new Error(
        `${method} ${path.replace(/[0-9a-f-]{36}/, ':id')}: HTTP ${res.statusCode} ${text.slice(0, 200)}`,
      );
    return JSON.parse(text).data;
  }

  /** Polls until the stage is done; resolves to the number of GETs it took. */
  async function waitFor(path, headers, stage, deadline) {
    for (let polls = 1; ; polls++) {
      await sleep(pollMs);
      const data = await call('GET', path, headers, undefined, 200);
      if (stage.done(data)) return polls;
      if (stage.failed(data)) throw new Error(`${stage.name} failed (status ${data.status})`);
      if (performance.now() > deadline) throw new Error(`${stage.name} not done after ${timeoutMs} ms`);
    }
  }

  /** One pipeline; resolves to its total and per-stage milliseconds. */
  async function runOne() {
    const n = next++;
    const headers = headerSets[n % headerSets.length];
    const brief = briefs[n % briefs.length];
    const start = performance.now();
    const deadline = start + timeoutMs;
    const body = JSON.stringify({ title: brief.title, rawInputText: brief.text });
    const { id } = await call('POST', `${PREFIX}/proposals`, headers, body, 201);
    const path = `${PREFIX}/proposals/${id}`;
    const stages = { create: performance.now() - start };
    // Epoch milliseconds, to set beside the timestamps the services keep (see trace.mjs).
    const marks = {};
    let polls = 0;
    for (const stage of STAGES) {
      const stageStart = performance.now();
      await call('POST', `${path}/${stage.name}`, headers, undefined, 202);
      polls += await waitFor(path, headers, stage, deadline);
      stages[stage.name] = performance.now() - stageStart;
      marks[stage.name] = { sent: epoch(stageStart), seen: epoch(performance.now()) };
    }
    return { id, ms: performance.now() - start, end: performance.now(), stages, marks, polls };
  }

  /**
   * A closed loop: `concurrency` pipelines in flight until `stop()` says no more, each replaced as
   * it ends. Completed pipelines go to `done`, failures are counted.
   */
  async function closedLoop({ concurrency, stop, done }) {
    const errors = { count: 0, messages: {} };
    const lane = async () => {
      while (!stop()) {
        try {
          done(await runOne());
        } catch (err) {
          errors.count++;
          const message = err.message.slice(0, 160);
          errors.messages[message] = (errors.messages[message] ?? 0) + 1;
          // A broken stack would fail every pipeline at once; no reason to spin on it.
          if (errors.count > 100) throw new Error(`over 100 failed pipelines, e.g. ${message}`);
          await sleep(50);
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, lane));
    return errors;
  }

  return { closedLoop, close: () => pool.close() };
}
