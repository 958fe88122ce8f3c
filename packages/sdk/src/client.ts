import createFetchClient, { type Middleware } from 'openapi-fetch';
import { ProposalsApiError } from './errors';
import type { OpenStream } from './event-stream';
import { paginator } from './paginate';
import { pipeline } from './pipeline';
import { resources } from './resources';
import { DEFAULT_RETRY, retryingFetch, type RetryOptions } from './transport';
import type { paths } from './types';

const API_PREFIX = '/api/v1';

export interface ClientOptions extends Partial<RetryOptions> {
  /** Where the API is served, e.g. `http://127.0.0.1:3000`; `/api/v1` is added unless present. */
  baseUrl: string;
  apiKey: string;
  apiSecret: string;
  /** A fetch of your own (a proxy agent, a test double); the global fetch by default. */
  fetch?: (request: Request) => Promise<Response>;
  /** Sent with every API call, e.g. a User-Agent of your integration. */
  headers?: Record<string, string>;
}

/** Every answer that is not 2xx becomes a thrown ProposalsApiError: a call returns data or throws. */
const throwOnError: Middleware = {
  async onResponse({ response }) {
    if (response.ok) return undefined;
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => undefined);
    throw ProposalsApiError.from(response, body);
  },
};

/** `Content-Disposition`'s file name (RFC 6266: `filename*` first), if any. */
function fileNameOf(disposition: string | null): string | null {
  const extended = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (extended) return decodeURIComponent(extended);
  return disposition?.match(/filename="([^"]*)"/i)?.[1] ?? null;
}

/**
 * A client of the Proposal Service API. Named calls for the usual flow (`proposals`, `webhooks`,
 * `usage`), `paginate`, `waitFor` and `runPipeline`; `api` is the typed openapi-fetch client for
 * every operation of the document (`api.GET('/templates/{id}', { params: { path: { id } } })`).
 * Calls retry 429 and 503 (after Retry-After), network errors of safe requests and of POSTs,
 * which all carry an Idempotency-Key; any other failure throws a ProposalsApiError.
 */
export function createClient(options: ClientOptions) {
  const { baseUrl, apiKey, apiSecret, headers, fetch: fetchImpl, ...retry } = options;
  const defined = Object.fromEntries(Object.entries(retry).filter(([, v]) => v !== undefined));
  const send = fetchImpl ?? ((request: Request) => globalThis.fetch(request));
  const fetch = retryingFetch(send, {
    ...DEFAULT_RETRY,
    ...defined,
  });
  const root = baseUrl.replace(/\/+$/, '');
  const apiBase = root.endsWith(API_PREFIX) ? root : `${root}${API_PREFIX}`;
  const api = createFetchClient<paths>({
    baseUrl: apiBase,
    fetch,
    headers: { ...headers, 'X-API-Key': apiKey, 'X-API-Secret': apiSecret },
  });
  api.use(throwOnError);
  const named = resources(api);

  /**
   * The file behind an export's signed `downloadUrl`. It is fetched without the API credentials:
   * the URL is its own authorisation, and may point at object storage rather than the API.
   */
  async function download(url: string, { signal }: { signal?: AbortSignal } = {}) {
    const response = await fetch(new Request(new URL(url, `${apiBase}/`), { signal }));
    if (!response.ok) throw ProposalsApiError.from(response, await response.json().catch(() => undefined));
    return {
      bytes: new Uint8Array(await response.arrayBuffer()),
      contentType: response.headers.get('Content-Type'),
      fileName: fileNameOf(response.headers.get('Content-Disposition')),
    };
  }

  // Not through the retrying fetch: a stream outlives its time-out, and reconnects by itself.
  const openStream: OpenStream = (id, lastEventId, signal) => {
    const stream = new Headers({ ...headers, 'X-API-Key': apiKey, 'X-API-Secret': apiSecret });
    stream.set('Accept', 'text/event-stream');
    if (lastEventId) stream.set('Last-Event-ID', lastEventId);
    const url = `${apiBase}/proposals/${encodeURIComponent(id)}/events`;
    return send(new Request(url, { headers: stream, signal }));
  };

  return { api, ...named, ...pipeline(named, openStream), paginate: paginator(api), download };
}

export type ProposalsClient = ReturnType<typeof createClient>;
