import express, { Router, type ErrorRequestHandler, type Request, type Response } from 'express';
import { AppError } from '@proposals/contracts';
import { decideShare, linkEvidence, openShareLink, recordView, type DecisionResult } from '@proposals/domain';
import { formatShareMoney, languageOf, pageLabelsFor, shareTotal, validSelections } from '@proposals/render';
import type { GatewayDeps } from '../deps';
import { sendEvidencePdf } from '../evidence';
import { toAppError } from '../http/error-handler';
import { decisionInput, selectionsOf } from './form';
import { pageHeaders } from './headers';
import { missLimiter } from './misses';
import { sendErrorPage, sendSharePage } from './pages';
import { PUBLIC_PAGE_PREFIX } from './prefix';

const tokenOf = (req: Request) => String(req.params.token);
const requester = (req: Request) => ({ ip: req.ip ?? null, userAgent: req.get('user-agent') ?? null });

/** The notice a form comes back with when nothing was decided. */
function noticeOf(result: DecisionResult, labels: ReturnType<typeof pageLabelsFor>, total: string) {
  if (result.kind !== 'invalid') return undefined;
  return result.problem === 'total_changed' ? labels.totalChanged(total) : labels.missing;
}

/**
 * The client's pages, without API credentials: the token in the path is the credential. GET shows
 * the snapshot; the forms post; the page's script reports views and asks for totals.
 */
export function publicPageRouter(deps: GatewayDeps): Router {
  const { config } = deps;
  const misses = missLimiter(
    deps.redis,
    config.REDIS_PREFIX,
    config.SHARE_MISS_LIMIT,
    config.SHARE_MISS_WINDOW_MS,
  );
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: '32kb', parameterLimit: 200 });
  router.use(pageHeaders);
  router.use(async (req, _res, next) => next(await misses.check(req.ip ?? '')));

  router.get('/:token', async (req, res) => sendSharePage(res, deps, tokenOf(req)));

  router.get('/:token/total', async (req, res) => {
    const { snapshot } = await openShareLink(deps.db, tokenOf(req));
    const selections = validSelections(snapshot, selectionsOf(req.query.selections)) ?? [];
    const total = shareTotal(snapshot, selections);
    const formatted = formatShareMoney(snapshot, total);
    res.json({ total, formatted, consent: pageLabelsFor(languageOf(snapshot.language)).consent(formatted) });
  });

  router.post('/:token/view', async (req, res) => {
    await recordView(deps.db, tokenOf(req));
    res.status(204).end();
  });

  const decide = (decision: 'accepted' | 'declined') => async (req: Request, res: Response) => {
    const token = tokenOf(req);
    const input = decisionInput(decision, req.body as Record<string, unknown>);
    const link = await openShareLink(deps.db, token);
    const selections = validSelections(link.snapshot, input.selections) ?? [];
    const form = { signerName: input.signerName, signerEmail: input.signerEmail, reason: input.reason };
    // "Update the total" without JavaScript: the same page with the options chosen, nothing decided.
    if (req.body?.intent === 'update') return sendSharePage(res, deps, token, { link, selections, form });
    const result = await decideShare(deps.db, token, input, requester(req));
    if (result.kind === 'decided' || result.kind === 'repeat' || result.kind === 'closed')
      return void res.redirect(303, `${PUBLIC_PAGE_PREFIX}/${token}`);
    const labels = pageLabelsFor(languageOf(link.snapshot.language));
    const notice = noticeOf(
      result,
      labels,
      formatShareMoney(link.snapshot, shareTotal(link.snapshot, selections)),
    );
    await sendSharePage(res, deps, token, { status: 400, link, selections, form: { ...form, notice } });
  };
  router.post('/:token/accept', form, decide('accepted'));
  router.post('/:token/decline', form, decide('declined'));
  // A reload of a form that came back (its URL is the post's): the page itself.
  router.get(['/:token/accept', '/:token/decline'], (req, res) =>
    res.redirect(303, `${PUBLIC_PAGE_PREFIX}/${tokenOf(req)}`),
  );

  router.get('/:token/evidence.pdf', async (req, res) => {
    await sendEvidencePdf(deps, await linkEvidence(deps.db, tokenOf(req)), req, res);
  });

  router.use(() => {
    throw new AppError('not_found', 'No such page.');
  });
  const pageErrors: ErrorRequestHandler = (err, req, res, _next) => {
    const error = toAppError(err) ?? new AppError('internal_error', 'Something went wrong on our side.');
    if (error.code === 'internal_error')
      deps.logger.error('unhandled error', { error: err instanceof Error ? err.stack : String(err) });
    if (error.code === 'not_found') void misses.miss(req.ip ?? '').catch(() => undefined);
    if (res.headersSent) return void res.end();
    sendErrorPage(res, error);
  };
  router.use(pageErrors);
  return router;
}
