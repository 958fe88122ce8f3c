import { API_PREFIX } from '../api-prefix';
import { apiRoutes } from '../routes';
import type { RouteDefinition } from '../http/route';
import { envelopeSchemas } from './envelope';
import { errorSchemas } from './errors';
import { HEADERS, headerName } from './headers';
import { routePaths, tagOf } from './paths';
import { publicPaths } from './public-paths';
import { SchemaComponents, type Json } from './schemas';
import { webhookOperations } from './webhooks';

export interface OpenApiOptions {
  /** PUBLIC_BASE_URL: the server of the document; relative (`/api/v1`) when empty. */
  publicBaseUrl?: string;
  /** The route table; the gateway's own unless a test passes another. */
  routes?: RouteDefinition[];
}

const DESCRIPTION = `HTTP/JSON API that turns a client brief into a priced, scheduled, scored proposal, exports it as PDF, DOCX or PPTX and sends signed webhooks.

Every request carries both \`X-API-Key\` and \`X-API-Secret\`; each operation needs one scope. Successes answer \`{ data, meta }\` (lists add page fields to \`meta\`), errors \`{ error: { code, message, details?, requestId } }\`. Every POST may carry an \`Idempotency-Key\`.`;

/** The OpenAPI 3.1 document of the API, built from the route table and the contracts' schemas. */
export function buildOpenApiDocument({ publicBaseUrl = '', routes = apiRoutes }: OpenApiOptions = {}): Json {
  const components = new SchemaComponents();
  const paths = { ...routePaths(routes, components), ...publicPaths };
  const webhooks = webhookOperations(components);
  const tags = [...new Set([...routes.map((route) => tagOf(route.path)), 'Downloads', 'Meta'])];
  return {
    openapi: '3.1.0',
    info: { title: 'Proposal Service API', version: API_PREFIX.split('/').pop(), description: DESCRIPTION },
    servers: [{ url: `${publicBaseUrl.replace(/\/$/, '')}${API_PREFIX}` }],
    tags: tags.map((name) => ({ name })),
    security: [{ ApiKey: [], ApiSecret: [] }],
    paths,
    webhooks,
    components: {
      schemas: { ...envelopeSchemas, ...errorSchemas, ...components.schemas },
      headers: Object.fromEntries(
        Object.entries(HEADERS).map(([name, header]) => [headerName(name), header]),
      ),
      securitySchemes: {
        ApiKey: {
          type: 'apiKey',
          in: 'header',
          name: 'X-API-Key',
          description: 'The API key; sent with X-API-Secret.',
        },
        ApiSecret: {
          type: 'apiKey',
          in: 'header',
          name: 'X-API-Secret',
          description: 'The secret of the key.',
        },
      },
    },
  };
}
