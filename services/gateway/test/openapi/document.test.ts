import { ERROR_STATUS, EVENT_TYPES } from '@proposals/contracts';
import { buildOpenApiDocument } from '../../src';
import { apiRoutes } from '../../src/routes';
import { templateOf } from '../../src/openapi/paths';

type Operation = {
  operationId: string;
  parameters?: { name: string; in: string }[];
  responses: Record<string, { 'x-error-codes'?: string[] }>;
  security: unknown[];
};
const document = buildOpenApiDocument() as {
  paths: Record<string, Record<string, Operation>>;
  webhooks: Record<string, unknown>;
  components: { schemas: Record<string, object> };
  servers: { url: string }[];
};
const operations = Object.values(document.paths).flatMap((item) => Object.values(item));

it('is a valid OpenAPI 3.1 document', async () => {
  // ESM only: loaded with a dynamic import, which jest runs with --experimental-vm-modules.
  const { Validator } = await import('@seriousme/openapi-schema-validator');
  const validator = new Validator();
  const result = await validator.validate(document);
  expect(result.errors).toBeUndefined();
  expect(result.valid).toBe(true);
  expect(validator.version).toBe('3.1');
});

it('has an operation, with its operationId, for every route of the table', () => {
  for (const route of apiRoutes) {
    expect(document.paths[templateOf(route.path)]?.[route.method]?.operationId).toBe(route.operationId);
  }
});

it('has unique camelCase operationIds', () => {
  const ids = operations.map((op) => op.operationId);
  expect(new Set(ids).size).toBe(ids.length);
  for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z]+$/);
});

it('documents every error code of the catalogue with its status', () => {
  const seen = new Map<string, string>();
  for (const op of operations)
    for (const [status, response] of Object.entries(op.responses))
      for (const code of response['x-error-codes'] ?? []) seen.set(code, status);
  const unreachable = ['method_not_allowed']; // answered for a method no operation has
  for (const [code, status] of Object.entries(ERROR_STATUS)) {
    if (!unreachable.includes(code)) expect([code, seen.get(code)]).toEqual([code, String(status)]);
  }
  expect(document.components.schemas.ErrorCode).toMatchObject({ enum: Object.keys(ERROR_STATUS) });
});

it('takes an Idempotency-Key on every POST, and both API headers everywhere but the public paths', () => {
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (method === 'post') expect(op.parameters?.map((p) => p.name)).toContain('Idempotency-Key');
      const isPublic = path.startsWith('/downloads/') || path === '/openapi.json';
      expect(op.security).toEqual(isPublic ? [] : [expect.objectContaining({ ApiSecret: [] })]);
    }
  }
});

it('describes the delivery of every event type as a webhook', () => {
  expect(Object.keys(document.webhooks).sort()).toEqual([...EVENT_TYPES].sort());
});

it('names the resources as components, for generated clients', () => {
  for (const name of [
    'Proposal',
    'ProposalSummary',
    'Client',
    'Template',
    'WebhookEndpoint',
    'Usage',
    'Error',
  ])
    expect(document.components.schemas).toHaveProperty(name);
});

it('points at PUBLIC_BASE_URL when it is set, else at the relative prefix', () => {
  expect(document.servers).toEqual([{ url: '/api/v1' }]);
  const absolute = buildOpenApiDocument({ publicBaseUrl: 'https://api.example.com/' }) as typeof document;
  expect(absolute.servers).toEqual([{ url: 'https://api.example.com/api/v1' }]);
});
