import { Router } from 'express';
import { checkDependencies, type DependencyChecks } from '@proposals/service-kit';
import type { Registry } from 'prom-client';

/** /healthz (alive), /readyz (PostgreSQL and Redis answer) and /metrics, outside the versioned API and its auth. */
export function healthRouter(checks: DependencyChecks, metrics: Registry): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
  router.get('/readyz', async (_req, res) => {
    const report = await checkDependencies(checks);
    res.status(report.ready ? 200 : 503).json({ status: report.ready ? 'ready' : 'unavailable', ...report });
  });
  router.get('/metrics', async (_req, res) => {
    res.type(metrics.contentType).send(await metrics.metrics());
  });
  return router;
}
