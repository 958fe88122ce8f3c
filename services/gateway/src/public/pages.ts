import type { Response } from 'express';
import { AppError } from '@proposals/contracts';
import { openShareLink, type OpenLink } from '@proposals/domain';
import { languageOf, messagePage, pageLabelsFor, sharePageHtml, type PageForm } from '@proposals/render';
import type { GatewayDeps } from '../deps';
import { documentOf } from './documents';
import { PUBLIC_PAGE_PREFIX } from './prefix';

const html = (res: Response, status: number, body: string) =>
  void res.status(status).type('text/html; charset=utf-8').send(body);

function decisionOf(link: OpenLink) {
  const d = link.decision;
  if (!d) return null;
  return {
    decision: d.decision as 'accepted' | 'declined',
    signerName: d.signerName,
    decidedAt: d.decidedAt.toISOString(),
    totalPrice: Number(d.totalPrice),
    ownLink: d.shareLinkId === link.id,
  };
}

/** The client's page of `token`: the snapshot, the chosen options, the decision or its forms. */
export async function sendSharePage(
  res: Response,
  deps: GatewayDeps,
  token: string,
  {
    status = 200,
    selections = [] as string[],
    form = {} as PageForm,
    link = undefined as OpenLink | undefined,
  } = {},
): Promise<void> {
  const open = link ?? (await openShareLink(deps.db, token));
  const view = {
    base: `${PUBLIC_PAGE_PREFIX}/${token}`,
    snapshot: open.snapshot,
    doc: documentOf(open.snapshot, open.snapshotSha256),
    selections,
    decision: decisionOf(open),
    open: open.open,
    form,
  };
  html(res, status, sharePageHtml(view));
}

/** The page of an error on /p/: one 404 for every unusable link, 429 for too many misses, else "try later". */
export function sendErrorPage(res: Response, error: AppError): void {
  const labels = pageLabelsFor(languageOf('en'));
  for (const [name, value] of Object.entries(error.headers ?? {})) res.setHeader(name, value);
  if (error.code === 'rate_limited')
    return html(res, 429, messagePage('en', labels.notFoundTitle, labels.tooMany));
  if (error.code === 'not_found')
    return html(res, 404, messagePage('en', labels.notFoundTitle, labels.notFound));
  if (error.status < 500)
    return html(res, error.status, messagePage('en', 'Request not understood', error.message));
  html(res, error.status, messagePage('en', 'Please try again later', 'The page is unavailable right now.'));
}
