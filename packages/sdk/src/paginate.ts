import type { Api } from './resources';
import type { PageMeta, paths } from './types';

type Json<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type PageOf<P extends keyof paths> = Json<NonNullable<paths[P]['get']>['responses'][200]>;

/** The paths whose GET answers a page (a `meta` with page fields): the list operations. */
export type ListPath = {
  [P in keyof paths]: PageOf<P> extends { meta: PageMeta } ? P : never;
}[keyof paths];

/** The items of a list path. */
export type ItemOf<P extends ListPath> = PageOf<P> extends { data: (infer I)[] } ? I : never;

/** The filters and sort of a list path; the iterator owns `page`. */
export type ListQuery<P extends ListPath> = Omit<
  NonNullable<NonNullable<paths[P]['get']>['parameters']['query']>,
  'page'
>;

const MAX_LIMIT = 50;

/**
 * Every item of a list, page after page, for `for await`: `client.paginate('/proposals', {
 * status: 'ready' })`. Pages are fetched as the loop needs them, 50 items at a time unless
 * `limit` says otherwise; the API's order is stable (ties broken by id).
 */
export function paginator(api: Api) {
  return async function* paginate<P extends ListPath>(
    path: P,
    query?: ListQuery<P>,
    options: { signal?: AbortSignal } = {},
  ): AsyncGenerator<ItemOf<P>, void, undefined> {
    // One call for every list path: the path union is too wide for openapi-fetch's overloads.
    const get = api.GET as (
      path: string,
      init: object,
    ) => Promise<{ data?: { data: ItemOf<P>[]; meta: PageMeta } }>;
    for (let page = 1; ; page++) {
      const { data } = await get(path, {
        params: { query: { limit: MAX_LIMIT, ...query, page } },
        signal: options.signal,
      });
      yield* data!.data;
      if (!data!.meta.hasMore) return;
    }
  };
}
