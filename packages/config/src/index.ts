import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

export {
  commonEnv,
  dispatcherEnv,
  exporterEnv,
  gatewayEnv,
  pipelineEnv,
  storageEnv,
  webhookUrlEnv,
  workerEnv,
} from './env';

/** A variable of the environment: a JSON Schema for one string value, coerced to its type. */
export type EnvSpec = Record<string, JSONSchema & object>;

export type ConfigOf<S extends EnvSpec> = FromSchema<{
  type: 'object';
  properties: S;
  required: (keyof S & string)[];
}>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  ${problems.join('\n  ')}`);
    this.name = 'ConfigError';
  }
}

const ajv = new Ajv({
  coerceTypes: true,
  useDefaults: true,
  allErrors: true,
  strict: true,
  allowUnionTypes: true,
});
addFormats(ajv, ['uri']);

/**
 * Reads the variables of `spec` from the environment once, at boot: coerces, applies defaults,
 * and throws a ConfigError naming every bad variable.
 */
export function loadConfig<S extends EnvSpec>(spec: S, env: NodeJS.ProcessEnv = process.env): ConfigOf<S> {
  const values: Record<string, unknown> = {};
  for (const name of Object.keys(spec)) {
    const raw = env[name];
    if (raw !== undefined && raw !== '') values[name] = raw;
  }
  const validate = ajv.compile({ type: 'object', properties: spec });
  if (!validate(values)) {
    const problems = (validate.errors ?? []).map((e) => {
      const name = e.instancePath.slice(1);
      return `${name}=${JSON.stringify(env[name])}: ${e.message ?? 'is invalid'}`;
    });
    throw new ConfigError(problems);
  }
  for (const name of Object.keys(spec)) {
    if (values[name] === undefined) throw new ConfigError([`${name}: is required`]);
  }
  return values as ConfigOf<S>;
}

/** For a process entry point: a bad variable is printed, naming it, and the process exits 1. */
export function loadConfigOrExit<T>(service: string, load: () => T): T {
  try {
    return load();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(`${service}: ${err.message}`);
    process.exit(1);
  }
}
