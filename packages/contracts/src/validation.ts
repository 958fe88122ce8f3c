import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { AppError, invalidInput, type ErrorDetail } from './errors';
import { RAW_INPUT_MAX_CHARS } from './limits';

/** Parses untrusted input into T, or throws AppError. */
export type Validator<T> = (input: unknown) => T;

/** A validator that keeps the JSON Schema it checks, so that the API's documentation can read it. */
export type SchemaValidator<T> = Validator<T> & { readonly schema: object };

function createAjv(coerceTypes: boolean): Ajv {
  // allErrors so a client sees every problem at once; defaults are applied during validation.
  const ajv = new Ajv({
    allErrors: true,
    useDefaults: true,
    coerceTypes,
    strict: true,
    allowUnionTypes: true,
  });
  addFormats(ajv, ['uuid', 'date-time', 'date', 'email', 'uri']);
  return ajv;
}

const bodyAjv = createAjv(false);
// Query strings carry only text: numbers and booleans are coerced from it.
const queryAjv = createAjv(true);

function fieldOf(error: ErrorObject): string {
  const path = error.instancePath
    .split('/')
    .slice(1)
    .map((part) => (/^\d+$/.test(part) ? `[${part}]` : `.${part}`))
    .join('')
    .replace(/^\./, '');
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  const child = params.missingProperty ?? params.additionalProperty;
  if (child) return path ? `${path}.${child}` : child;
  return path || '(root)';
}

function messageOf(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not a known field';
    case 'enum':
      return `must be one of: ${(params.allowedValues as unknown[]).map((v) => (v === null ? 'null' : String(v))).join(', ')}`;
    case 'format':
      return `must be a valid ${String(params.format)}`;
    case 'type':
      return `must be of type ${String(params.type).replace(',', ' or ')}`;
    default:
      return error.message ?? 'is invalid';
  }
}

function toDetails(errors: ErrorObject[]): ErrorDetail[] {
  const seen = new Set<string>();
  const details: ErrorDetail[] = [];
  for (const error of errors) {
    // A union-typed field that fails reports once per branch; one line per field and message is enough.
    const detail = { field: fieldOf(error), message: messageOf(error) };
    const key = `${detail.field}\u0000${detail.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    details.push(detail);
  }
  return details;
}

function isOversizedBrief(error: ErrorObject): boolean {
  return error.keyword === 'maxLength' && (error.params as { limit?: number }).limit === RAW_INPUT_MAX_CHARS;
}

function toValidator<T>(validate: ValidateFunction, schema: object, what: string): SchemaValidator<T> {
  const validator: Validator<T> = (input) => {
    if (validate(input)) return input as T;
    const errors = validate.errors ?? [];
    if (errors.some(isOversizedBrief)) {
      throw new AppError(
        'payload_too_large',
        `rawInputText is longer than ${RAW_INPUT_MAX_CHARS} characters.`,
      );
    }
    throw invalidInput(what, toDetails(errors));
  };
  return Object.assign(validator, { schema });
}

/** A validator for a JSON body. The input object receives defaults in place. */
export function bodyValidator<T>(schema: object): SchemaValidator<T> {
  return toValidator<T>(bodyAjv.compile(schema), schema, 'request body');
}

/** A validator for query parameters or path parameters: strings are coerced to the schema's types. */
export function queryValidator<T>(schema: object, what = 'query parameters'): SchemaValidator<T> {
  return toValidator<T>(queryAjv.compile(schema), schema, what);
}

/** A checker for a response body, for tests and the contract suite: returns the problems, none when valid. */
export function responseChecker(schema: object): (value: unknown) => ErrorDetail[] {
  const validate = bodyAjv.compile(schema);
  return (value) => (validate(value) ? [] : toDetails(validate.errors ?? []));
}
