import { Router, type NextFunction, type Request, type Response } from 'express';
import { match } from 'path-to-regexp';
import { AppError, type ErrorCode, type Page, type SchemaValidator, type Scope } from '@proposals/contracts';
import type { Principal } from '@proposals/domain';
import type { GatewayDeps } from '../deps';
import { requireScope } from './authenticate';
import { sendData, sendPage } from './envelope';
import type { HttpMethod } from './http-method';
import { idempotencyFor } from './idempotency';

export interface RouteInput<Q, B> {
  principal: Principal;
  /** The `:id` path parameter, unvalidated: a malformed id simply matches nothing (404). */
  id: string;
  /** Every path parameter (e.g. `linkId`), unvalidated like `id`. */
  params: Record<string, string>;
  query: Q;
  body: B;
  /** A request header, e.g. Last-Event-ID. */
  header(name: string): string | undefined;
  deps: GatewayDeps;
}

/**
 * What a handler returns: one resource (with extra headers, e.g. Location), a page of a list, or
 * a stream that writes the response itself once every check has passed.
 */
export type Reply =
  | { data: unknown; headers?: Record<string, string> }
  | { page: Page<unknown> }
  | { stream: (req: Request, res: Response) => void | Promise<void> };

/**
 * The JSON Schema of what a success carries in `data`: one resource (`location` when the answer
 * has a Location header), or the items of a page; or, for server-sent events, the `data` of its
 * `status` message (its other messages are the events, as webhooks deliver them).
 */
export type RouteResponse =
  | { data: object; location?: true }
  | { page: object }
  | { eventStream: object }
  /** A file of this media type, written by a `stream` reply. */
  | { file: string };

/**
 * One endpoint, declared as data: method, path, scope, input validators (which carry their
 * schemas), the response schema, the errors it raises and a handler that calls a use-case. The
 * table of these is the gateway's whole API surface, and the OpenAPI document is built from it.
 */
export interface RouteDefinition<Q = unknown, B = unknown> {
  method: HttpMethod;
  path: string;
  /** The OpenAPI operationId, camelCase: SDK methods are named after it, so it never changes. */
  operationId: string;
  scope: Scope;
  summary: string;
  /** Success status; 200 unless stated. */
  status?: number;
  query?: SchemaValidator<Q>;
  body?: SchemaValidator<B>;
  response: RouteResponse;
  /** Codes the use-case raises beyond those of every route (auth, validation, not found, outages). */
  errors?: ErrorCode[];
  /** Counted against this rate limit of the caller's key (after the scope check). */
  rateLimit?: keyof GatewayDeps['rateLimits'];
  handle(input: RouteInput<Q, B>): Promise<Reply>;
}

export const defineRoute = <Q = undefined, B = undefined>(route: RouteDefinition<Q, B>) =>
  route as RouteDefinition<unknown, unknown>;

async function respond(req: Request, res: Response, status: number, reply: Reply): Promise<void> {
  if ('stream' in reply) return reply.stream(req, res);
  if ('page' in reply) return sendPage(res, reply.page);
  for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value);
  sendData(res, status, reply.data);
}

/** Mounts the routes, then answers 405 (with Allow) for a known path and 404 for an unknown one. */
export function routesRouter(routes: RouteDefinition[], deps: GatewayDeps): Router {
  const router = Router();
  for (const route of routes) {
    const checkScope = (_req: Request, res: Response, next: NextFunction) => {
      requireScope(res.locals.principal, route.scope);
      next();
    };
    const limits = route.rateLimit ? [deps.rateLimits[route.rateLimit]] : [];
    // After the scope check and the rate limit: a replay answers only what the caller may still ask.
    const checks = [checkScope, ...limits, ...idempotencyFor(route.method, deps)];
    router[route.method](route.path, ...checks, async (req: Request, res: Response) => {
      const principal = res.locals.principal;
      const input: RouteInput<unknown, unknown> = {
        principal,
        id: String(req.params.id ?? ''),
        params: Object.fromEntries(Object.entries(req.params).map(([k, v]) => [k, String(v)])),
        query: route.query ? route.query({ ...req.query }) : undefined,
        // No body at all is an empty object: every body field of the API is optional or checked.
        body: route.body ? route.body(req.body ?? {}) : undefined,
        header: (name) => req.get(name),
        deps,
      };
      await respond(req, res, route.status ?? 200, await deps.inFlight.run(() => route.handle(input)));
    });
  }

  const matchers = routes.map((route) => ({
    method: route.method.toUpperCase(),
    // Only whether the path matches matters here; decoding its params could throw on a bad escape.
    matches: match(route.path, { decode: false }),
  }));
  router.use((req: Request) => {
    const allowed = [...new Set(matchers.filter((m) => m.matches(req.path)).map((m) => m.method))];
    if (allowed.length === 0)
      throw new AppError('not_found', `No route ${req.method} ${req.originalUrl.split('?')[0]}.`);
    if (allowed.includes('GET')) allowed.push('HEAD');
    throw new AppError(
      'method_not_allowed',
      `${req.method} is not allowed here; use ${allowed.join(', ')}.`,
      undefined,
      {
        Allow: allowed.join(', '),
      },
    );
  });
  return router;
}
