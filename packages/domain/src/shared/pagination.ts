import type { Page } from '@proposals/contracts';

export interface PageRequest {
  page: number;
  limit: number;
}

export const skipTake = ({ page, limit }: PageRequest) => ({ skip: (page - 1) * limit, take: limit });

export function toPage<R, T>(rows: R[], total: number, request: PageRequest, map: (row: R) => T): Page<T> {
  return { items: rows.map(map), page: request.page, limit: request.limit, total };
}
