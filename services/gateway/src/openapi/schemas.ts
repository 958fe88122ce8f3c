import { schemas } from '@proposals/contracts';

/** A JSON value of the document. */
export type Json = Record<string, unknown>;

const isSchema = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && ('properties' in value || 'anyOf' in value);

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * Every object schema the contracts export, named by its export name in PascalCase without a
 * Record/Response/Detail suffix (proposalDetail → Proposal, clientRecord → Client), so that a
 * schema added to the contracts gets its component without anyone naming it here.
 */
const CONTRACT_NAMES = new Map<object, string>(
  Object.entries(schemas as Record<string, unknown>).flatMap(([name, schema]) =>
    isSchema(schema) ? [[schema, pascal(name.replace(/(Record|Response|Detail)$/, ''))] as const] : [],
  ),
);

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/**
 * The `components.schemas` of the document, filled as the paths use schemas: a named contract
 * schema becomes a `$ref` wherever it appears, nested ones included, so that generated clients
 * get one type per resource rather than copies.
 */
export class SchemaComponents {
  readonly schemas: Record<string, object> = {};
  private readonly sources = new Map<string, object>();

  /** The schema as the document writes it: a $ref when it is named, else a copy with named parts as $refs. */
  use(schema: object): object {
    const name = CONTRACT_NAMES.get(schema);
    return name ? this.define(name, schema) : this.copy(schema);
  }

  /** Adds `schema` as the component `name` (once) and returns its $ref. */
  define(name: string, schema: object): object {
    const source = this.sources.get(name);
    if (source !== undefined && source !== schema) throw new Error(`Two schemas are named ${name}.`);
    if (source === undefined) {
      this.sources.set(name, schema); // before the copy: a schema that refers to itself stops here
      this.schemas[name] = this.copy(schema);
    }
    return ref(name);
  }

  private copy(value: object): object {
    if (Array.isArray(value)) return value.map((item: unknown) => this.child(item));
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, this.child(item)]));
  }

  private child(value: unknown): unknown {
    return typeof value === 'object' && value !== null ? this.use(value) : value;
  }
}
