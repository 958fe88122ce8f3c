import type { Response } from 'express';
import type { Page } from '@proposals/contracts';

const meta = (res: Response) => ({ requestId: res.locals.requestId, timestamp: new Date().toISOString() });

export function sendData(res: Response, status: number, data: unknown): void {
  res.status(status).json({ data, meta: meta(res) });
}

export function sendPage(res: Response, page: Page<unknown>): void {
  res.status(200).json({
    data: page.items,
    meta: {
      ...meta(res),
      page: page.page,
      limit: page.limit,
      total: page.total,
      hasMore: page.page * page.limit < page.total,
    },
  });
}
