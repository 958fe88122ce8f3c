import { EXPORT_FORMATS } from '@proposals/contracts';
import { FILE_TYPES } from '@proposals/render/files';
import { errorResponses } from './errors';
import { headerRefs } from './headers';

/** Where the document itself is served, under the API prefix. */
export const OPENAPI_PATH = '/openapi.json';

const file = { type: 'string', contentMediaType: 'application/octet-stream' };

/** The operations served without API credentials, outside the route table. */
export const publicPaths = {
  '/downloads/{token}': {
    get: {
      operationId: 'downloadExport',
      summary: 'Download an exported file through the signed URL an export answered with',
      description:
        'No API credentials: the token is the credential, valid 15 minutes. A tampered, expired or unknown token answers 404.',
      tags: ['Downloads'],
      security: [],
      parameters: [{ name: 'token', in: 'path', required: true, schema: { type: 'string' } }],
      responses: {
        '200': {
          description: 'The file, with a Content-Disposition file name built from the title.',
          headers: headerRefs(['X-Request-Id']),
          content: Object.fromEntries(
            EXPORT_FORMATS.map((format) => [FILE_TYPES[format].contentType, { schema: file }]),
          ),
        },
        ...errorResponses(['not_found', 'internal_error', 'service_unavailable']),
      },
    },
  },
  [OPENAPI_PATH]: {
    get: {
      operationId: 'getOpenApiDocument',
      summary: 'This OpenAPI 3.1 document',
      description: 'No API credentials. The human-readable rendering is at `/docs`.',
      tags: ['Meta'],
      security: [],
      responses: {
        '200': {
          description: 'The OpenAPI document.',
          headers: headerRefs(['X-Request-Id']),
          content: { 'application/json': { schema: { type: 'object' } } },
        },
      },
    },
  },
};
