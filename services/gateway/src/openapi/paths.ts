import type { RouteDefinition } from '../http/route';
import { errorResponses, routeErrors } from './errors';
import { headerRefs, idempotencyKeyParameter } from './headers';
import { dataEnvelope, pageEnvelope } from './envelope';
import { eventStreamResponse, lastEventIdParameter } from './event-stream';
import type { Json, SchemaComponents } from './schemas';

/** `/proposals/:id` → `/proposals/{id}`. */
export const templateOf = (path: string) => path.replace(/:(\w+)/g, '{$1}');

const pathParameters = (path: string) =>
  [...path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string', format: 'uuid' },
  }));

function queryParameters(schema: object | undefined, components: SchemaComponents) {
  if (!schema) return [];
  const { properties = {}, required = [] } = schema as { properties?: Json; required?: string[] };
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.includes(name),
    schema: components.use(property as object),
  }));
}

function requestBody(schema: object | undefined, components: SchemaComponents) {
  if (!schema) return undefined;
  const required = ((schema as { required?: string[] }).required ?? []).length > 0;
  return { required, content: { 'application/json': { schema: components.use(schema) } } };
}

/** The tag of a route: its resource, the first segment of its path. */
export const tagOf = (path: string) => {
  const resource = path.split('/')[1] ?? '';
  return resource.charAt(0).toUpperCase() + resource.slice(1);
};

function successResponse(route: RouteDefinition, components: SchemaComponents, headers: string[]) {
  const { response } = route;
  if ('eventStream' in response) return eventStreamResponse(response.eventStream, components);
  if ('file' in response)
    return {
      description: 'The file.',
      headers: headerRefs(['X-Request-Id']),
      content: { [response.file]: { schema: { type: 'string', contentMediaType: response.file } } },
    };
  const isPage = 'page' in response;
  const schema = isPage
    ? pageEnvelope(components.use(response.page))
    : dataEnvelope(components.use(response.data));
  const location = !isPage && response.location ? ['Location'] : [];
  return {
    description: isPage ? 'A page of the list.' : 'Success.',
    headers: headerRefs(['X-Request-Id', ...location, ...headers]),
    content: { 'application/json': { schema } },
  };
}

/** The OpenAPI operation of one route of the table. */
export function operationOf(route: RouteDefinition, components: SchemaComponents): Json {
  const headers = [
    ...(route.rateLimit ? ['RateLimit', 'RateLimit-Policy'] : []),
    ...(route.method === 'post' ? ['Idempotent-Replayed'] : []),
  ];
  const parameters = [
    ...pathParameters(route.path),
    ...queryParameters(route.query?.schema, components),
    ...(route.method === 'post' ? [idempotencyKeyParameter] : []),
    ...('eventStream' in route.response ? [lastEventIdParameter] : []),
  ];
  const body = requestBody(route.body?.schema, components);
  return {
    operationId: route.operationId,
    summary: route.summary,
    description: `Scope: \`${route.scope}\`.${route.rateLimit ? ` Rate limited per API key (${route.rateLimit}).` : ''}`,
    tags: [tagOf(route.path)],
    'x-scope': route.scope,
    security: [{ ApiKey: [route.scope], ApiSecret: [] }],
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: {
      [String(route.status ?? 200)]: successResponse(route, components, headers),
      ...errorResponses(routeErrors(route), route.method === 'post' ? ['Idempotent-Replayed'] : []),
    },
  };
}

/** `paths` of the route table, keyed by path template then method. */
export function routePaths(routes: RouteDefinition[], components: SchemaComponents): Record<string, Json> {
  const paths: Record<string, Json> = {};
  for (const route of routes) {
    const template = templateOf(route.path);
    paths[template] = { ...paths[template], [route.method]: operationOf(route, components) };
  }
  return paths;
}
