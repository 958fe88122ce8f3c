// Checks every response the gateway's tests see against the OpenAPI document, so that the document
// cannot drift from the code: the harness's agent feeds each response here and a jest setup file
// fails the test that caused a violation.
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { match } from 'path-to-regexp';
import { ERROR_STATUS, type ErrorCode } from '@proposals/contracts';
import type supertest from 'supertest';
import { API_PREFIX, buildOpenApiDocument } from '../../src';

interface ResponseObject {
  content?: Record<string, { schema?: object }>;
  'x-error-codes'?: string[];
}
interface Operation {
  method: string;
  template: string;
  params: number;
  matches: (path: string) => unknown;
  responses: Record<string, ResponseObject>;
}
export interface SeenResponse {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

const violations: string[] = [];

function load() {
  const document = buildOpenApiDocument() as { paths: Record<string, Record<string, { responses: object }>> };
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  // The whole document is the root schema, so that `#/components/...` references resolve in it.
  ajv.addSchema({ ...document, $id: 'openapi' });
  const operations: Operation[] = Object.entries(document.paths).flatMap(([template, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      method,
      template,
      params: template.split('{').length - 1,
      matches: match(template.replace(/\{(\w+)\}/g, ':$1'), { decode: false }),
      responses: operation.responses as Record<string, ResponseObject>,
    })),
  );
  // A literal segment wins over a parameter (`/webhooks/events` is not `/webhooks/{id}`), as mounted.
  operations.sort((a, b) => a.params - b.params);
  const validators = new Map<string, ValidateFunction>();
  const validatorAt = (pointer: string) => {
    let validate = validators.get(pointer);
    if (!validate) validators.set(pointer, (validate = ajv.compile({ $ref: `openapi#${pointer}` })));
    return validate;
  };
  return { operations, validatorAt };
}

let loaded: ReturnType<typeof load> | undefined;
const pointerPart = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

/** The problems of one response against the document; none when it is documented and valid. */
export function checkResponse(method: string, url: string, response: SeenResponse): string[] {
  const path = new URL(url, 'http://localhost').pathname;
  if (!path.startsWith(`${API_PREFIX}/`)) return [];
  loaded ??= load();
  const apiPath = path.slice(API_PREFIX.length);
  // HEAD is answered by the GET route, without a body.
  const verb = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
  const what = `${method} ${path} → ${response.status}`;
  const operation = loaded.operations.find((op) => op.method === verb && op.matches(apiPath));
  // An unknown route or method is refused by the HTTP layer (401, 404, 405, 415...) with an error.
  if (!operation && response.status < 400) return [`${what}: no operation of the document matches it`];
  const pointer = operation
    ? `/paths/${pointerPart(operation.template)}/${verb}/responses/${response.status}`
    : undefined;
  const documented = operation?.responses[String(response.status)];
  if (operation && !documented) return [`${what}: status not documented for ${operation.template}`];
  const contentType = (response.headers['content-type'] ?? '').split(';')[0]!;
  if (method.toLowerCase() === 'head' || response.status === 204) return [];
  if (!documented) {
    const validate = loaded.validatorAt('/components/schemas/Error');
    if (!validate(response.body)) return [`${what}: ${ajv2020Errors(validate)}`];
    const code = (response.body as { error: { code: ErrorCode } }).error.code;
    return ERROR_STATUS[code] === response.status
      ? []
      : [`${what}: '${code}' goes with ${ERROR_STATUS[code]}`];
  }
  const media = documented.content?.[contentType];
  if (!media) return [`${what}: content type '${contentType}' not documented`];
  if (!media.schema || contentType !== 'application/json') return [];
  const validate = loaded.validatorAt(`${pointer}/content/application~1json/schema`);
  if (!validate(response.body)) return [`${what}: ${ajv2020Errors(validate)}`];
  const codes = documented['x-error-codes'];
  const code = (response.body as { error?: { code?: string } }).error?.code;
  if (codes && !codes.includes(code!))
    return [`${what}: error code '${code}' not documented for this status`];
  return [];
}

const ajv2020Errors = (validate: ValidateFunction) =>
  (validate.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message}`).join('; ');

/** Records the violations of a response, for `takeViolations`. */
export function recordResponse(method: string, url: string, response: SeenResponse): void {
  try {
    violations.push(...checkResponse(method, url, response));
  } catch (err) {
    violations.push(`${method} ${url}: ${(err as Error).message}`);
  }
}

/** The violations recorded since the last call. */
export const takeViolations = () => violations.splice(0);

/** A supertest agent plugin: every response of the agent's requests is checked. */
export const checkedAgainstOpenApi = (request: supertest.Test) =>
  void request.on('response', (response: SeenResponse) =>
    recordResponse(request.method, request.url, response),
  );
