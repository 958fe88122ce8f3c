// Where a stage's time goes, hop by hop, from timestamps the system already keeps: the job row's
// commit (job_outbox.created_at), the job's add, pick-up and end in Redis (BullMQ's timestamp,
// processedOn, finishedOn), the stage's result commit (its *_completed event), and the client's
// own moments (POST sent, done seen). Every clock is this machine's, so they compare.
import { Redis } from 'ioredis';
import { latencySummary } from './stats.mjs';

const COMPLETED = {
  analyze: 'proposal.analysis_completed',
  generate: 'proposal.generation_completed',
  score: 'proposal.scoring_completed',
};
export const STAGE_NAMES = Object.keys(COMPLETED);

/** The hops of one stage, in order; each is the time from the previous moment to this one. */
export const HOPS = [
  ['commit', 'the POST sent → its transition and job row committed'],
  ['publish', 'job row committed → job added to Redis'],
  ['taken', 'job added → a worker took it'],
  ['done', 'job taken → the stage result committed'],
  ['seen', 'result committed → the client saw it'],
];

async function moments(pool, redis, prefix, ids) {
  const { rows } = await pool.query(
    `SELECT j.id, j.queue, j.proposal_id AS "proposalId", j.created_at AS committed, e.created_at AS done
     FROM job_outbox j
     LEFT JOIN events e ON e.data->>'proposalId' = j.proposal_id::text
       AND e.type = CASE j.queue WHEN 'analyze' THEN $2 WHEN 'generate' THEN $3 ELSE $4 END
     WHERE j.proposal_id = ANY($1::uuid[])`,
    [ids, COMPLETED.analyze, COMPLETED.generate, COMPLETED.score],
  );
  const pipe = redis.pipeline();
  for (const r of rows)
    pipe.hmget(`${prefix}:${r.queue}:${r.id}`, 'timestamp', 'processedOn', 'attemptsMade');
  const jobs = await pipe.exec();
  const byStage = new Map();
  rows.forEach((r, i) => {
    const [published, taken, attemptsMade] = jobs[i][1].map(Number);
    byStage.set(`${r.proposalId}:${r.queue}`, {
      committed: r.committed.getTime(),
      published,
      taken,
      done: r.done?.getTime() ?? NaN,
      retried: attemptsMade > 1,
    });
  });
  return byStage;
}

/**
 * Each pipeline's stages split into hops (ms). `results` are the driver's: `{ id, marks: { stage:
 * { sent, seen } } }` in epoch milliseconds.
 */
export async function traceHops(pool, redisUrl, prefix, results) {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    const known = await moments(
      pool,
      redis,
      prefix,
      results.map((r) => r.id),
    );
    return results.map((r) => {
      const stages = {};
      for (const stage of STAGE_NAMES) {
        const m = known.get(`${r.id}:${stage}`);
        const { sent, seen } = r.marks[stage];
        if (!m) continue;
        const points = [sent, m.committed, m.published, m.taken, m.done, seen];
        stages[stage] = Object.fromEntries(HOPS.map(([hop], i) => [hop, points[i + 1] - points[i]]));
        if (m.retried) stages[stage].retried = true;
      }
      return { id: r.id, ms: r.ms, sent: r.marks.analyze.sent, stages };
    });
  } finally {
    redis.disconnect();
  }
}

const round = (v) => Math.round(v * 10) / 10;

/**
 * p50/p99 of each hop over every stage of every pipeline, per stage, and the slowest pipelines
 * in full, so that a regression shows which hop it is in.
 */
export function hopSummary(traced, slowest = 5) {
  const first = Math.min(...traced.map((t) => t.sent));
  const hop = (name, stages = STAGE_NAMES) => {
    const values = traced.flatMap((t) => stages.map((s) => t.stages[s]?.[name]).filter(Number.isFinite));
    const { p50Ms, p99Ms, maxMs } = latencySummary(values);
    return { p50Ms, p99Ms, maxMs };
  };
  const retried = traced.reduce((n, t) => n + STAGE_NAMES.filter((s) => t.stages[s]?.retried).length, 0);
  return {
    allStages: Object.fromEntries(HOPS.map(([name]) => [name, hop(name)])),
    perStage: Object.fromEntries(
      STAGE_NAMES.map((s) => [s, Object.fromEntries(HOPS.map(([name]) => [name, hop(name, [s]).p50Ms]))]),
    ),
    retriedStages: retried,
    slowest: [...traced]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, slowest)
      .map((t) => ({
        e2eMs: round(t.ms),
        analyzeSentAtS: round((t.sent - first) / 1000),
        stages: Object.fromEntries(
          Object.entries(t.stages).map(([s, hops]) => [
            s,
            Object.fromEntries(
              Object.entries(hops).map(([k, v]) => [k, typeof v === 'number' ? round(v) : v]),
            ),
          ]),
        ),
      })),
  };
}
