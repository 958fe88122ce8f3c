import type { Client } from 'openapi-fetch';
import type { paths, Query, RequestBody } from './types';

export type Api = Client<paths>;

export interface CallOptions {
  /** For a POST: your own Idempotency-Key (else the client makes one per call). */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

const init = ({ idempotencyKey, signal }: CallOptions = {}) => ({
  signal,
  headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {},
});
const byId = (id: string) => ({ path: { id } });

/** The `data` of a success envelope (an error answer was already thrown by the client's middleware). */
async function dataOf<T>(call: Promise<{ data?: { data: T } }>): Promise<T> {
  return (await call).data!.data;
}

/** The whole envelope of a list: `data` (one page) and `meta` (page, limit, total, hasMore). */
async function pageOf<T>(call: Promise<{ data?: T }>): Promise<T> {
  return (await call).data!;
}

/** The named calls of the integrator's flow; every other operation is on `client.api`, typed the same. */
export function resources(api: Api) {
  const proposals = {
    list: (query: Query<'listProposals'> = {}, o?: CallOptions) =>
      pageOf(api.GET('/proposals', { params: { query }, ...init(o) })),
    create: (body: RequestBody<'createProposal'>, o?: CallOptions) =>
      dataOf(api.POST('/proposals', { body, ...init(o) })),
    get: (id: string, o?: CallOptions) =>
      dataOf(api.GET('/proposals/{id}', { params: byId(id), ...init(o) })),
    update: (id: string, body: RequestBody<'updateProposal'>, o?: CallOptions) =>
      dataOf(api.PATCH('/proposals/{id}', { params: byId(id), body, ...init(o) })),
    archive: (id: string, o?: CallOptions) =>
      dataOf(api.DELETE('/proposals/{id}', { params: byId(id), ...init(o) })),
    analyze: (id: string, o?: CallOptions) =>
      dataOf(api.POST('/proposals/{id}/analyze', { params: byId(id), ...init(o) })),
    generate: (id: string, o?: CallOptions) =>
      dataOf(api.POST('/proposals/{id}/generate', { params: byId(id), ...init(o) })),
    score: (id: string, o?: CallOptions) =>
      dataOf(api.POST('/proposals/{id}/score', { params: byId(id), ...init(o) })),
    /** Renders the file (waiting for the exporter) and returns a signed `downloadUrl`, valid 15 minutes. */
    export: (id: string, body: RequestBody<'exportProposal'> = { format: 'pdf' }, o?: CallOptions) =>
      dataOf(api.POST('/proposals/{id}/export', { params: byId(id), body, ...init(o) })),
    send: (id: string, o?: CallOptions) =>
      dataOf(api.POST('/proposals/{id}/send', { params: byId(id), ...init(o) })),
    recordOutcome: (id: string, body: RequestBody<'recordProposalOutcome'>, o?: CallOptions) =>
      dataOf(api.POST('/proposals/{id}/outcome', { params: byId(id), body, ...init(o) })),
    /** A link for one recipient to a web page of the proposal; its `url` (the token) is shown this once. */
    share: (id: string, body: RequestBody<'createShareLink'>, o?: CallOptions) =>
      dataOf(api.POST('/proposals/{id}/share-links', { params: byId(id), body, ...init(o) })),
    shareLinks: (id: string, query: Query<'listShareLinks'> = {}, o?: CallOptions) =>
      pageOf(api.GET('/proposals/{id}/share-links', { params: { ...byId(id), query }, ...init(o) })),
    revokeShareLink: (id: string, linkId: string, o?: CallOptions) =>
      dataOf(
        api.DELETE('/proposals/{id}/share-links/{linkId}', { params: { path: { id, linkId } }, ...init(o) }),
      ),
    /** The client's decision and its evidence; a 404 error until there is one. */
    acceptance: (id: string, o?: CallOptions) =>
      dataOf(api.GET('/proposals/{id}/acceptance', { params: byId(id), ...init(o) })),
  };
  const webhooks = {
    list: (query: Query<'listWebhookEndpoints'> = {}, o?: CallOptions) =>
      pageOf(api.GET('/webhooks', { params: { query }, ...init(o) })),
    /** Registers an endpoint; the answer carries its `secret`, shown this once. */
    create: (body: RequestBody<'createWebhookEndpoint'>, o?: CallOptions) =>
      dataOf(api.POST('/webhooks', { body, ...init(o) })),
    get: (id: string, o?: CallOptions) => dataOf(api.GET('/webhooks/{id}', { params: byId(id), ...init(o) })),
    update: (id: string, body: RequestBody<'updateWebhookEndpoint'>, o?: CallOptions) =>
      dataOf(api.PATCH('/webhooks/{id}', { params: byId(id), body, ...init(o) })),
    delete: (id: string, o?: CallOptions) =>
      dataOf(api.DELETE('/webhooks/{id}', { params: byId(id), ...init(o) })),
    test: (id: string, o?: CallOptions) =>
      dataOf(api.POST('/webhooks/{id}/test', { params: byId(id), ...init(o) })),
    /** A new secret; for 24 h deliveries carry signatures with both, so receivers can switch over. */
    rotateSecret: (id: string, o?: CallOptions) =>
      dataOf(api.POST('/webhooks/{id}/rotate-secret', { params: byId(id), ...init(o) })),
    events: (query: Query<'listWebhookEvents'> = {}, o?: CallOptions) =>
      pageOf(api.GET('/webhooks/events', { params: { query }, ...init(o) })),
  };
  const usage = { get: (o?: CallOptions) => dataOf(api.GET('/usage', init(o))) };
  return { proposals, webhooks, usage };
}

export type Resources = ReturnType<typeof resources>;
