// Checks the deployment files as data, against the code they deploy: the Dockerfile and its
// build context, docker-compose.yml (Compose spec schema), k8s/base (Kubernetes and KEDA schemas,
// with unknown fields refused) and, when kubectl is installed, the rendered overlays.
// There is no Docker engine or cluster here; nothing is started.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import dockerignore from '@balena/dockerignore';
import { ScaledObject, TriggerAuthentication } from '@kubernetes-models/keda/keda.sh/v1alpha1';
import { ConfigError, gatewayEnv, loadConfig, workerEnv } from '@proposals/config';
import Ajv from 'ajv';
import { DockerfileParser, type Instruction } from 'dockerfile-ast';
import { validate as lintDockerfile } from 'dockerfile-utils';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Job } from 'kubernetes-models/batch/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Secret, Service } from 'kubernetes-models/v1';
import { parse, parseAllDocuments } from 'yaml';

/* eslint-disable @typescript-eslint/no-explicit-any -- manifests are untyped data */
type Obj = Record<string, any>;

const ROOT = path.resolve(__dirname, '../..');
const read = (rel: string) => fs.readFileSync(path.join(ROOT, rel), 'utf8');
const exists = (rel: string) => fs.existsSync(path.join(ROOT, rel));

// ---------------------------------------------------------------------------------------------
// What the code says: services, ports, queues, environment variables, shutdown budget.

const SERVICES = fs
  .readdirSync(path.join(ROOT, 'services'))
  .filter((name) => fs.existsSync(path.join(ROOT, 'services', name, 'src/main.ts')))
  .sort();
const WORKERS = SERVICES.filter((name) => name !== 'gateway');

/** Each worker's queue (DESIGN.md section 1); the dispatcher scales on its delivery queue. */
const QUEUES: Record<string, string> = {
  analyzer: 'analyze',
  generator: 'generate',
  scorer: 'score',
  exporter: 'export',
  dispatcher: 'deliver',
};

const ENV_SOURCE = read('packages/config/src/env.ts');

/** The variables of each `export const xxxEnv = { ... }` block of env.ts, spreads resolved. */
function parseEnvGroups(source: string): Record<string, Set<string>> {
  const raw: Record<string, { keys: string[]; spreads: string[] }> = {};
  for (const m of source.matchAll(/export const (\w+) = \{([\s\S]*?)\n\} as const;/g)) {
    const body = m[2]!;
    raw[m[1]!] = {
      keys: [...body.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((k) => k[1]!),
      spreads: [...body.matchAll(/^ {2}\.\.\.(\w+),/gm)].map((s) => s[1]!),
    };
  }
  const resolve = (name: string): string[] => [
    ...(raw[name]?.spreads ?? []).flatMap(resolve),
    ...(raw[name]?.keys ?? []),
  ];
  return Object.fromEntries(Object.keys(raw).map((name) => [name, new Set(resolve(name))]));
}
const ENV_GROUPS = parseEnvGroups(ENV_SOURCE);

/** Read by capabilities still to land (DESIGN.md section 4), so deployments may set them already. */
const DESIGN_ENV = [
  'STORAGE_DRIVER',
  'STORAGE_DIR',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY',
  'S3_SECRET_KEY',
  'S3_BUCKET',
  'CHROME_PATH',
  'ENGINE',
  'LLM_BASE_URL',
  'LLM_MODEL',
  'LLM_API_KEY',
  'WEBHOOK_URL_POLICY',
  'WEBHOOK_RETRY_DELAYS_MS',
  'EVENT_TTL_MS',
  'PIPELINE_RATE_LIMIT',
  'PUBLIC_BASE_URL',
];

/** The migration tool reads only what packages/db/migrate/database-url.js reads. */
const MIGRATE_ENV = new Set(
  [...read('packages/db/migrate/database-url.js').matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)].map(
    (m) => m[1]!,
  ),
);

function allowedEnv(service: string): Set<string> {
  if (service === 'migrate') return MIGRATE_ENV;
  const group = ENV_GROUPS[service === 'gateway' ? 'gatewayEnv' : serviceEnvGroup(service)];
  return new Set([...(group ?? []), ...DESIGN_ENV]);
}

/** The variables a worker reads: the env group its main.ts passes, `runService('analyzer', 3101, pipelineEnv, …)`. */
function serviceEnvGroup(service: string): string {
  return (
    read(`services/${service}/src/main.ts`).match(/runService\(\s*'[\w-]+',\s*\d+,\s*(\w+Env)/)?.[1] ??
    'workerEnv'
  );
}

/** The health port each worker defaults to: `runService('analyzer', 3101, …)` in its main.ts. */
function defaultHealthPort(service: string): number {
  const m = read(`services/${service}/src/main.ts`).match(/runService\(\s*'([\w-]+)',\s*(\d+)\s*[,)]/);
  if (!m || m[1] !== service)
    throw new Error(`services/${service}/src/main.ts: no runService('${service}', port)`);
  return Number(m[2]);
}

function envDefault(name: string): string {
  const m = ENV_SOURCE.match(new RegExp(`^ {2}${name}: \\{[^\\n]*default: ([^,}\\n]+)`, 'm'));
  if (!m) throw new Error(`env.ts: no default for ${name}`);
  return m[1]!
    .trim()
    .replace(/^'(.*)'$/, '$1')
    .replaceAll('_', '');
}
const DEFAULT_PORT = Number(envDefault('PORT'));
const DEFAULT_SHUTDOWN_MS = Number(envDefault('SHUTDOWN_TIMEOUT_MS'));
const DEFAULT_REDIS_PREFIX = envDefault('REDIS_PREFIX');
/** The gateway allows itself SHUTDOWN_TIMEOUT_MS + this before it forces its exit. */
const GATEWAY_EXTRA_STOP_MS = Number(
  read('services/gateway/src/main.ts').match(/SHUTDOWN_TIMEOUT_MS \+ (\d+)/)?.[1] ?? 0,
);
const stopBudgetMs = (service: string, env: Record<string, string>) =>
  Number(env.SHUTDOWN_TIMEOUT_MS ?? DEFAULT_SHUTDOWN_MS) +
  (service === 'gateway' ? GATEWAY_EXTRA_STOP_MS : 0);

/** The port a service serves /healthz and /readyz on, given its environment. */
function healthPort(service: string, env: Record<string, string>): number {
  if (service === 'gateway') return Number(env.PORT ?? DEFAULT_PORT);
  return Number(env.HEALTH_PORT ?? defaultHealthPort(service));
}

/** Problems with a service's environment: names it does not read, values its config refuses. */
function envProblems(where: string, service: string, env: Record<string, string>): string[] {
  const allowed = allowedEnv(service);
  const problems = Object.keys(env)
    .filter((name) => !allowed.has(name))
    .map((name) => `${where}: ${name} is not read by ${service}`);
  if (service === 'migrate') return problems;
  try {
    if (service === 'gateway') loadConfig(gatewayEnv, env);
    else
      loadConfig(
        { ...workerEnv, HEALTH_PORT: { ...workerEnv.HEALTH_PORT, default: defaultHealthPort(service) } },
        env,
      );
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    problems.push(...err.problems.map((p) => `${where}: ${p}`));
  }
  return problems;
}

function serviceOfCommand(command: unknown): string | undefined {
  const args = Array.isArray(command) ? command.map(String) : String(command ?? '').split(/\s+/);
  const m = args.join(' ').match(/^node services\/([\w-]+)\/dist\/main\.js$/);
  return m?.[1];
}

const MIGRATE_COMMAND = 'node ensure-database.js && exec node_modules/.bin/prisma migrate deploy';
const MIGRATE_DIR = 'packages/db/migrate';

function cpu(q: string | number): number {
  const s = String(q);
  return s.endsWith('m') ? Number(s.slice(0, -1)) / 1000 : Number(s);
}
function bytes(q: string | number): number {
  const units: Record<string, number> = { Ki: 2 ** 10, Mi: 2 ** 20, Gi: 2 ** 30, K: 1e3, M: 1e6, G: 1e9 };
  const m = String(q).match(/^(\d+(?:\.\d+)?)([KMG]i?)?$/);
  if (!m) return NaN;
  return Number(m[1]) * (m[2] ? units[m[2]]! : 1);
}
function seconds(duration: string): number {
  let total = 0;
  for (const m of duration.matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)) {
    total += Number(m[1]) * { ms: 0.001, s: 1, m: 60, h: 3600 }[m[2] as 'ms' | 's' | 'm' | 'h'];
  }
  return total;
}

// ---------------------------------------------------------------------------------------------
// Kubernetes objects: schema validation that also refuses unknown fields.

type Model = { prototype: { validate(): void } };
const MODELS: Record<string, Model> = {
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'batch/v1/Job': Job,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'keda.sh/v1alpha1/ScaledObject': ScaledObject,
  'keda.sh/v1alpha1/TriggerAuthentication': TriggerAuthentication,
};

/**
 * Validates `obj` with its kubernetes-models schema. The schemas allow unknown properties (as the
 * API server does, silently dropping them), so the object is also watched while it is validated:
 * a field the validator never looked at is not in the schema, e.g. a misspelt `livenesProbe`.
 */
function schemaProblems(obj: Obj): string[] {
  const key = `${obj.apiVersion}/${obj.kind}`;
  const model = MODELS[key];
  if (!model) return [`${key}: no schema known for this kind`];
  const present = new Set<string>();
  const looked = new Set<string>();
  const watch = (value: unknown, at: string): unknown => {
    if (value === null || typeof value !== 'object') return value;
    for (const k of Object.keys(value)) present.add(`${at}/${k}`);
    return new Proxy(value, {
      get(target, k, receiver) {
        if (typeof k === 'string' && Object.hasOwn(target, k)) {
          looked.add(`${at}/${k}`);
          return watch((target as Obj)[k], `${at}/${k}`);
        }
        return Reflect.get(target, k, receiver);
      },
      has(target, k) {
        if (typeof k === 'string') looked.add(`${at}/${k}`);
        return Reflect.has(target, k);
      },
      ownKeys(target) {
        for (const k of Object.keys(target)) looked.add(`${at}/${k}`);
        return Reflect.ownKeys(target);
      },
    });
  };
  const name = `${obj.kind}/${obj.metadata?.name}`;
  const problems: string[] = [];
  try {
    model.prototype.validate.call(watch(obj, ''));
  } catch (err) {
    problems.push(`${name}: ${(err as Error).message}`);
  }
  for (const p of present) if (!looked.has(p)) problems.push(`${name}: unknown field ${p}`);
  return problems;
}

function yamlDocuments(source: string, where: string): Obj[] {
  return parseAllDocuments(source).flatMap((doc) => {
    if (doc.errors.length) throw new Error(`${where}: ${doc.errors[0]!.message}`);
    const value = doc.toJS();
    return value == null ? [] : [value as Obj];
  });
}

const BASE_DIR = 'k8s/base';
const BASE_FILES = fs
  .readdirSync(path.join(ROOT, BASE_DIR))
  .filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml')
  .sort();
const BASE = BASE_FILES.flatMap((f) => yamlDocuments(read(`${BASE_DIR}/${f}`), `${BASE_DIR}/${f}`));
const KUSTOMIZATION = parse(read(`${BASE_DIR}/kustomization.yaml`)) as Obj;
/** Documents the Secrets to create out of band; not a kustomize resource, so never applied. */
const SECRET_TEMPLATE = 'secret.template.yaml';
const SECRETS = yamlDocuments(read(`${BASE_DIR}/${SECRET_TEMPLATE}`), SECRET_TEMPLATE);
/** What kustomize applies: the documents of the files kustomization.yaml lists. */
const APPLIED = (KUSTOMIZATION.resources as string[]).flatMap((f) =>
  yamlDocuments(read(`${BASE_DIR}/${f}`), f),
);

const ofKind = (objs: Obj[], kind: string) => objs.filter((o) => o.kind === kind);
const named = (objs: Obj[], kind: string, name: string) =>
  objs.find((o) => o.kind === kind && o.metadata?.name === name);

/** Every environment variable a container gets, with ConfigMaps and Secrets from `sources`. */
function containerEnv(
  container: Obj,
  sources: Obj[],
  where: string,
): { env: Record<string, string>; problems: string[] } {
  const env: Record<string, string> = {};
  const problems: string[] = [];
  for (const from of container.envFrom ?? []) {
    const kind = from.configMapRef ? 'ConfigMap' : 'Secret';
    const ref = from.configMapRef ?? from.secretRef;
    const source = named(sources, kind, ref?.name);
    if (!source) {
      problems.push(`${where}: envFrom ${kind} ${ref?.name} is defined nowhere`);
      continue;
    }
    Object.assign(env, source.data ?? {}, source.stringData ?? {});
  }
  for (const e of container.env ?? []) {
    if (e.valueFrom?.secretKeyRef || e.valueFrom?.configMapKeyRef) {
      const kind = e.valueFrom.secretKeyRef ? 'Secret' : 'ConfigMap';
      const ref = e.valueFrom.secretKeyRef ?? e.valueFrom.configMapKeyRef;
      const source = named(sources, kind, ref.name);
      const value = source && { ...source.data, ...source.stringData }[ref.key];
      if (value === undefined)
        problems.push(`${where}: ${e.name} refers to ${kind} ${ref.name} key ${ref.key}, not defined`);
      env[e.name] = String(value ?? '');
    } else {
      env[e.name] = String(e.value ?? '');
    }
  }
  return { env, problems };
}

function resolvePort(container: Obj, port: string | number | undefined): number | undefined {
  if (typeof port === 'number') return port;
  return container.ports?.find((p: Obj) => p.name === port)?.containerPort;
}

/** Everything a service's Deployment must get right; `sources` resolve ConfigMaps and Secrets. */
function deploymentProblems(dep: Obj, sources: Obj[]): string[] {
  const name: string = dep.metadata.name;
  const at = `Deployment/${name}`;
  const problems: string[] = [];
  const spec = dep.spec ?? {};
  const pod = spec.template?.spec ?? {};
  const containers: Obj[] = pod.containers ?? [];
  if (containers.length !== 1) return [`${at}: expected one container, found ${containers.length}`];
  const c = containers[0]!;

  if (serviceOfCommand(c.command ?? c.args) !== name)
    problems.push(`${at}: command ${JSON.stringify(c.command)} does not run services/${name}/dist/main.js`);
  if (spec.replicas !== undefined) problems.push(`${at}: sets replicas, which its autoscaler owns`);

  const labels = spec.template?.metadata?.labels ?? {};
  for (const [k, v] of Object.entries(spec.selector?.matchLabels ?? {}))
    if (labels[k] !== v) problems.push(`${at}: selector ${k}=${v} does not match the pod labels`);

  const { env, problems: envRefProblems } = containerEnv(c, sources, at);
  problems.push(...envRefProblems, ...envProblems(at, name, env));
  const port = healthPort(name, env);

  const probe = (kind: string, path: string, required: boolean) => {
    const p = c[kind];
    if (!p) {
      if (required) problems.push(`${at}: no ${kind}`);
      return;
    }
    if (p.httpGet?.path !== path) problems.push(`${at}: ${kind} path ${p.httpGet?.path}, expected ${path}`);
    const probePort = resolvePort(c, p.httpGet?.port);
    if (probePort !== port)
      problems.push(`${at}: ${kind} port ${p.httpGet?.port} (${probePort}), expected ${port}`);
    const timeout = p.timeoutSeconds ?? 1;
    if (path === '/readyz' && timeout < 4)
      problems.push(
        `${at}: ${kind} timeoutSeconds ${timeout} is shorter than /readyz's 3 s dependency checks`,
      );
  };
  probe('livenessProbe', '/healthz', true);
  probe('readinessProbe', '/readyz', true);
  probe('startupProbe', '/healthz', false);
  if (!c.ports?.some((p: Obj) => p.containerPort === port))
    problems.push(`${at}: port ${port} is not declared`);

  problems.push(...resourceProblems(at, c));

  const sleep = c.lifecycle?.preStop?.exec?.command;
  const sleepSeconds = Array.isArray(sleep) && sleep[0] === 'sleep' ? Number(sleep[1]) : NaN;
  if (!(sleepSeconds >= 2 && sleepSeconds <= 15)) problems.push(`${at}: preStop is not a sleep of 2-15 s`);
  const grace = pod.terminationGracePeriodSeconds ?? 30;
  const needed = (sleepSeconds || 0) + stopBudgetMs(name, env) / 1000;
  if (!(grace > needed && grace > 10))
    problems.push(
      `${at}: terminationGracePeriodSeconds ${grace} must exceed preStop + stop budget (${needed} s)`,
    );

  problems.push(...hardeningProblems(at, pod, c));
  const tmp = c.volumeMounts?.find((m: Obj) => m.mountPath === '/tmp');
  const tmpVolume = tmp && pod.volumes?.find((v: Obj) => v.name === tmp.name);
  if (!tmpVolume?.emptyDir) problems.push(`${at}: /tmp is not an emptyDir`);

  const annotations = spec.template?.metadata?.annotations ?? {};
  if (annotations['prometheus.io/scrape'] !== 'true')
    problems.push(`${at}: no prometheus.io/scrape annotation`);
  if (Number(annotations['prometheus.io/port']) !== port)
    problems.push(`${at}: prometheus.io/port is not ${port}`);
  if (annotations['prometheus.io/path'] !== '/metrics')
    problems.push(`${at}: prometheus.io/path is not /metrics`);
  return problems;
}

/** Requests and limits for CPU and memory, each request within its limit. */
function resourceProblems(at: string, c: Obj): string[] {
  const problems: string[] = [];
  for (const kind of ['requests', 'limits'])
    for (const r of ['cpu', 'memory'])
      if (c.resources?.[kind]?.[r] === undefined) problems.push(`${at}: no resources.${kind}.${r}`);
  const { requests = {}, limits = {} } = c.resources ?? {};
  if (cpu(requests.cpu) > cpu(limits.cpu)) problems.push(`${at}: cpu request above its limit`);
  if (bytes(requests.memory) > bytes(limits.memory)) problems.push(`${at}: memory request above its limit`);
  if (Number.isNaN(bytes(limits.memory)))
    problems.push(`${at}: memory limit ${limits.memory} is not a quantity`);
  return problems;
}

/** A non-root container that cannot escalate and writes nowhere but its volumes. */
function hardeningProblems(at: string, pod: Obj, c: Obj): string[] {
  const problems: string[] = [];
  const podSec = pod.securityContext ?? {};
  const sec = c.securityContext ?? {};
  if ((sec.runAsNonRoot ?? podSec.runAsNonRoot) !== true) problems.push(`${at}: runAsNonRoot is not set`);
  if ((sec.runAsUser ?? podSec.runAsUser ?? 1) === 0) problems.push(`${at}: runs as uid 0`);
  if (sec.allowPrivilegeEscalation !== false) problems.push(`${at}: allowPrivilegeEscalation is not false`);
  if (sec.readOnlyRootFilesystem !== true) problems.push(`${at}: root filesystem is writable`);
  return problems;
}

/** What a Job does, by its `app.kubernetes.io/name` label: `migrate`, `bucket`. */
const jobRole = (job: Obj): string | undefined => job.metadata?.labels?.['app.kubernetes.io/name'];

/** The MinIO client image, pinned as docker-compose.yml pins it for minio-init. */
const MC_IMAGE: string = (parse(read('docker-compose.yml'), { merge: true }) as Obj).services?.['minio-init']
  ?.image;

/** The object-storage variables the bucket Job must read from where the gateway and exporter do. */
const BUCKET_JOB_ENV = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'];

/**
 * The Job that creates the exports bucket (compose's minio-init): the pinned mc image, the same
 * endpoint, bucket and credentials as the services that use the bucket, idempotent, and the
 * migration Job's hardening.
 */
function bucketJobProblems(job: Obj, objs: Obj[], sources: Obj[]): string[] {
  const at = `Job/${job.metadata.name}`;
  const problems: string[] = [];
  const pod = job.spec?.template?.spec ?? {};
  const containers: Obj[] = pod.containers ?? [];
  if (containers.length !== 1) return [`${at}: expected one container, found ${containers.length}`];
  const c = containers[0]!;

  if (!/^minio\/mc:RELEASE\.[\w.-]+$/.test(MC_IMAGE ?? ''))
    problems.push(`compose minio-init image ${MC_IMAGE} is not a pinned minio/mc release`);
  if (c.image !== MC_IMAGE) problems.push(`${at}: image ${c.image}, expected ${MC_IMAGE} as in compose`);
  if (!['Never', 'OnFailure'].includes(pod.restartPolicy))
    problems.push(`${at}: restartPolicy ${pod.restartPolicy}`);
  if (job.spec.backoffLimit === undefined) problems.push(`${at}: no backoffLimit`);
  if (job.spec.activeDeadlineSeconds === undefined) problems.push(`${at}: no activeDeadlineSeconds`);
  if (job.spec.template.metadata?.labels?.['app.kubernetes.io/name'] !== jobRole(job))
    problems.push(`${at}: pod labels differ from the Job's`);

  problems.push(...hardeningProblems(at, pod, c));
  const sec = c.securityContext ?? {};
  if (!sec.capabilities?.drop?.includes('ALL')) problems.push(`${at}: capabilities not dropped`);
  if (pod.automountServiceAccountToken !== false) problems.push(`${at}: mounts a service account token`);

  problems.push(...resourceProblems(at, c));

  // mc writes its alias file under --config-dir, which must be a writable emptyDir.
  const script = (c.command ?? []).concat(c.args ?? []).join(' ');
  if (!/mb --ignore-existing "?\w+\/\$\{?S3_BUCKET\b/.test(script))
    problems.push(`${at}: does not run \`mc mb --ignore-existing ALIAS/$S3_BUCKET\``);
  if (!/alias set \w+ "?\$\{?S3_ENDPOINT\b.*\$\{?S3_ACCESS_KEY\b.*\$\{?S3_SECRET_KEY\b/.test(script))
    problems.push(`${at}: does not set its alias from S3_ENDPOINT, S3_ACCESS_KEY and S3_SECRET_KEY`);
  const configDir = script.match(/--config-dir (\S+)/)?.[1];
  const mount = configDir && c.volumeMounts?.find((m: Obj) => configDir.startsWith(`${m.mountPath}/`));
  if (!mount || !pod.volumes?.find((v: Obj) => v.name === mount.name)?.emptyDir)
    problems.push(`${at}: mc --config-dir ${configDir} is not on an emptyDir`);

  // The same ConfigMap and Secret keys as the services that use the bucket, never copies.
  const { env, problems: refs } = containerEnv(c, sources, at);
  problems.push(...refs);
  for (const name of ['gateway', 'exporter']) {
    const dep = named(objs, 'Deployment', name);
    const svc = dep?.spec.template.spec.containers[0];
    if (!svc) continue;
    const { env: svcEnv } = containerEnv(svc, sources, `Deployment/${name}`);
    if (svcEnv.STORAGE_DRIVER !== 's3') problems.push(`Deployment/${name}: STORAGE_DRIVER is not s3`);
    const fromNames = (svc.envFrom ?? []).map((f: Obj) =>
      f.configMapRef ? `ConfigMap/${f.configMapRef.name}` : `Secret/${f.secretRef?.name}`,
    );
    for (const key of BUCKET_JOB_ENV) {
      const e = (c.env ?? []).find((x: Obj) => x.name === key);
      const ref = e?.valueFrom?.configMapKeyRef ?? e?.valueFrom?.secretKeyRef;
      if (!ref) {
        if (name === 'gateway') problems.push(`${at}: ${key} is not read from a ConfigMap or Secret`);
        continue;
      }
      const from = `${e.valueFrom.configMapKeyRef ? 'ConfigMap' : 'Secret'}/${ref.name}`;
      if (ref.key !== key || !fromNames.includes(from) || env[key] !== svcEnv[key])
        problems.push(`${at}: ${key} is not what Deployment/${name} reads (${ref.name} ${ref.key})`);
    }
  }
  return problems;
}

/** The checks that hold for the base and for every rendered overlay. */
function stackProblems(objs: Obj[], sources: Obj[]): string[] {
  const problems = objs.flatMap(schemaProblems);
  const deployments = ofKind(objs, 'Deployment');
  const names = deployments.map((d) => d.metadata.name).sort();
  if (JSON.stringify(names) !== JSON.stringify(SERVICES))
    problems.push(`Deployments ${names.join(',')} are not the services ${SERVICES.join(',')}`);
  for (const dep of deployments) problems.push(...deploymentProblems(dep, sources));

  const allJobs = ofKind(objs, 'Job');
  const jobs = allJobs.filter((j) => jobRole(j) === 'migrate');
  const images = new Set(
    [...deployments, ...jobs].flatMap((o) => o.spec.template.spec.containers.map((c: Obj) => c.image)),
  );
  if (images.size !== 1)
    problems.push(`one image expected for every service and the migration, found ${[...images]}`);
  for (const image of images)
    if (!/:[\w][\w.-]*$/.test(image) || image.endsWith(':latest'))
      problems.push(`image ${image} has no explicit version tag`);

  // The bucket Job, where an overlay has one; no other Job.
  for (const job of allJobs) {
    if (jobRole(job) === 'bucket') problems.push(...bucketJobProblems(job, objs, sources));
    else if (jobRole(job) !== 'migrate')
      problems.push(`Job/${job.metadata.name}: neither the migration nor the bucket Job`);
  }

  // The migration Job.
  if (jobs.length !== 1) problems.push(`expected one migration Job, found ${jobs.length}`);
  for (const job of jobs) {
    const at = `Job/${job.metadata.name}`;
    const pod = job.spec.template.spec;
    const c = pod.containers[0];
    if (c.workingDir !== `/app/${MIGRATE_DIR}`) problems.push(`${at}: workingDir is not /app/${MIGRATE_DIR}`);
    if (c.command?.join(' ') !== `sh -c ${MIGRATE_COMMAND}`)
      problems.push(`${at}: does not run the migration`);
    if (!['Never', 'OnFailure'].includes(pod.restartPolicy))
      problems.push(`${at}: restartPolicy ${pod.restartPolicy}`);
    if (job.spec.backoffLimit === undefined) problems.push(`${at}: no backoffLimit`);
    if (pod.securityContext?.runAsNonRoot !== true) problems.push(`${at}: runAsNonRoot is not set`);
    if (!c.resources?.limits?.memory) problems.push(`${at}: no memory limit`);
    const { env, problems: refs } = containerEnv(c, sources, at);
    problems.push(...refs, ...envProblems(at, 'migrate', env));
    if (!env.DATABASE_URL) problems.push(`${at}: no DATABASE_URL`);
  }

  // The gateway: Service, HPA on CPU, PodDisruptionBudget.
  const gatewayPods = named(objs, 'Deployment', 'gateway')?.spec.template.metadata.labels ?? {};
  const selects = (selector: Obj | undefined) =>
    !!selector &&
    Object.keys(selector).length > 0 &&
    Object.entries(selector).every(([k, v]) => gatewayPods[k] === v);
  const service = ofKind(objs, 'Service').find((s) => selects(s.spec.selector));
  if (!service) problems.push('no Service selects the gateway pods');
  else if (
    resolvePort(
      named(objs, 'Deployment', 'gateway')!.spec.template.spec.containers[0],
      service.spec.ports?.[0]?.targetPort,
    ) !== DEFAULT_PORT
  )
    problems.push(`Service/${service.metadata.name} does not target the gateway's port`);

  const hpas = ofKind(objs, 'HorizontalPodAutoscaler');
  const gatewayHpa = hpas.find(
    (h) => h.spec.scaleTargetRef.kind === 'Deployment' && h.spec.scaleTargetRef.name === 'gateway',
  );
  if (!gatewayHpa) problems.push('no HorizontalPodAutoscaler for the gateway');
  else {
    if (gatewayHpa.apiVersion !== 'autoscaling/v2') problems.push('the gateway HPA is not autoscaling/v2');
    if (!gatewayHpa.spec.metrics?.some((m: Obj) => m.type === 'Resource' && m.resource?.name === 'cpu'))
      problems.push('the gateway HPA does not scale on CPU');
    const min = gatewayHpa.spec.minReplicas ?? 1;
    if (!(min >= 1 && min <= gatewayHpa.spec.maxReplicas)) problems.push('the gateway HPA has min > max');
    const pdb = ofKind(objs, 'PodDisruptionBudget').find((p) => selects(p.spec.selector?.matchLabels));
    if (!pdb) problems.push('no PodDisruptionBudget for the gateway');
    else if (pdb.spec.minAvailable !== undefined && Number(pdb.spec.minAvailable) >= min)
      problems.push('the gateway PDB minAvailable blocks every eviction at minReplicas');
  }
  for (const h of hpas)
    if (WORKERS.includes(h.spec.scaleTargetRef.name))
      problems.push(`HPA/${h.metadata.name} targets worker ${h.spec.scaleTargetRef.name}; KEDA owns it`);

  // KEDA: one ScaledObject per worker, on the length of its BullMQ wait list.
  const config = named(sources, 'ConfigMap', 'proposals-config')?.data ?? {};
  const prefix = config.REDIS_PREFIX ?? DEFAULT_REDIS_PREFIX;
  const scaled = ofKind(objs, 'ScaledObject');
  for (const worker of WORKERS) {
    const mine = scaled.filter((s) => s.spec.scaleTargetRef.name === worker);
    if (mine.length !== 1) {
      problems.push(`worker ${worker}: ${mine.length} ScaledObjects target it, expected 1`);
      continue;
    }
    const so = mine[0]!;
    const at = `ScaledObject/${so.metadata.name}`;
    const kind = so.spec.scaleTargetRef.kind ?? 'Deployment';
    if (kind !== 'Deployment') problems.push(`${at}: targets a ${kind}`);
    const min = so.spec.minReplicaCount ?? 0;
    if (min < 1) problems.push(`${at}: may scale to zero (wait lists do not count running jobs)`);
    if (!(min <= (so.spec.maxReplicaCount ?? 100))) problems.push(`${at}: min above max`);
    const redis = so.spec.triggers.filter((t: Obj) => t.type === 'redis');
    if (redis.length !== 1) problems.push(`${at}: expected one redis trigger`);
    for (const t of redis) {
      const expected = `${prefix}:${QUEUES[worker]}:wait`;
      if (t.metadata.listName !== expected)
        problems.push(`${at}: listName ${t.metadata.listName}, expected ${expected}`);
      if (!/^[^:/\s]+:\d+$/.test(t.metadata.address ?? ''))
        problems.push(`${at}: address ${t.metadata.address} is not host:port`);
      if (!(Number(t.metadata.listLength) > 0)) problems.push(`${at}: listLength is not a positive number`);
      const auth = t.authenticationRef && named(objs, 'TriggerAuthentication', t.authenticationRef.name);
      if (t.authenticationRef && !auth)
        problems.push(`${at}: TriggerAuthentication ${t.authenticationRef.name} missing`);
      for (const ref of auth?.spec.secretTargetRef ?? [])
        if (named(sources, 'Secret', ref.name)?.stringData?.[ref.key] === undefined)
          problems.push(`${at}: secret ${ref.name} key ${ref.key} is defined nowhere`);
    }
  }
  for (const so of scaled)
    if (!WORKERS.includes(so.spec.scaleTargetRef.name))
      problems.push(`ScaledObject/${so.metadata.name} targets ${so.spec.scaleTargetRef.name}, not a worker`);
  const dispatcher = scaled.find((s) => s.spec.scaleTargetRef.name === 'dispatcher');
  if (dispatcher && (dispatcher.spec.minReplicaCount ?? 0) < 1)
    problems.push('the dispatcher runs the outbox relay and must never scale to zero');
  return problems;
}

// ---------------------------------------------------------------------------------------------

describe('what the checks read from the code', () => {
  test('env.ts, the services and the health ports parse as expected (so the other tests are not vacuous)', () => {
    expect(SERVICES).toEqual(['analyzer', 'dispatcher', 'exporter', 'gateway', 'generator', 'scorer']);
    expect([...(ENV_GROUPS.gatewayEnv ?? [])]).toEqual(
      expect.arrayContaining(['DATABASE_URL', 'REDIS_URL', 'PORT']),
    );
    expect([...(ENV_GROUPS.workerEnv ?? [])]).toEqual(
      expect.arrayContaining(['DATABASE_URL', 'HEALTH_PORT']),
    );
    expect(ENV_GROUPS.workerEnv?.has('PORT')).toBe(false);
    expect(MIGRATE_ENV).toEqual(new Set(['DATABASE_URL']));
    expect(WORKERS.map(serviceEnvGroup)).toEqual([
      'pipelineEnv',
      'dispatcherEnv',
      'exporterEnv',
      'pipelineEnv',
      'pipelineEnv',
    ]);
    expect(Object.fromEntries(WORKERS.map((w) => [w, defaultHealthPort(w)]))).toEqual({
      analyzer: 3101,
      generator: 3102,
      scorer: 3103,
      exporter: 3104,
      dispatcher: 3105,
    });
    expect(Object.keys(QUEUES).sort()).toEqual(WORKERS);
    expect([DEFAULT_PORT, DEFAULT_SHUTDOWN_MS, DEFAULT_REDIS_PREFIX]).toEqual([3000, 10000, 'proposals']);
  });

  const design = path.join(ROOT, '../shared/DESIGN.md');
  const designTest = fs.existsSync(design) ? test : test.skip;
  designTest(
    `the variables allowed beyond env.ts are all in DESIGN.md section 4${fs.existsSync(design) ? '' : ' (skipped: ../shared/DESIGN.md not found)'}`,
    () => {
      const section =
        fs
          .readFileSync(design, 'utf8')
          .split(/^## /m)
          .find((s) => s.startsWith('4.')) ?? '';
      expect(DESIGN_ENV.filter((name) => !section.includes(name))).toEqual([]);
    },
  );

  test('the strict schema check refuses a misspelt field, a wrong type and a missing required field', () => {
    const dep = named(BASE, 'Deployment', 'gateway')!;
    const broken = structuredClone(dep);
    const c = broken.spec.template.spec.containers[0];
    c.livenesProbe = c.livenessProbe;
    broken.spec.template.spec.terminationGracePeriodSeconds = 'thirty';
    const so = structuredClone(named(BASE, 'ScaledObject', 'analyzer')!);
    delete so.spec.triggers[0].type;
    expect(schemaProblems(broken)).toEqual([
      'Deployment/gateway: data/spec/template/spec/terminationGracePeriodSeconds must be integer',
      'Deployment/gateway: unknown field /spec/template/spec/containers/0/livenesProbe',
    ]);
    expect(schemaProblems(so)).toEqual([
      'ScaledObject/analyzer: data/spec/triggers/0 must have required property type',
    ]);
  });

  test('the bucket Job checks catch a floating image, no limits, root, a copied secret and a wrong key', () => {
    const job = yamlDocuments(read('k8s/overlays/dev/bucket-job.yaml'), 'bucket-job.yaml')[0]!;
    expect(bucketJobProblems(job, BASE, BASE)).toEqual([]);
    const broken = structuredClone(job);
    const pod = broken.spec.template.spec;
    const c = pod.containers[0];
    c.image = 'minio/mc:latest';
    delete c.resources.limits;
    pod.securityContext.runAsNonRoot = false;
    c.command[2] = c.command[2].replace('--ignore-existing ', '');
    const env = Object.fromEntries(c.env.map((e: Obj) => [e.name, e]));
    env.S3_SECRET_KEY.value = 'minioadmin';
    delete env.S3_SECRET_KEY.valueFrom;
    env.S3_BUCKET.valueFrom.configMapKeyRef.key = 'REDIS_PREFIX';
    const problems = bucketJobProblems(broken, BASE, BASE).join('\n');
    expect(problems).toMatch(/image minio\/mc:latest, expected minio\/mc:RELEASE\./);
    expect(problems).toMatch(/no resources\.limits\.memory/);
    expect(problems).toMatch(/runAsNonRoot is not set/);
    expect(problems).toMatch(/does not run `mc mb --ignore-existing/);
    expect(problems).toMatch(/S3_SECRET_KEY is not read from a ConfigMap or Secret/);
    expect(problems).toMatch(/S3_BUCKET is not what Deployment\/gateway reads/);
  });

  test('the Deployment checks catch a wrong probe port, a short grace period and an unread variable', () => {
    const broken = structuredClone(named(BASE, 'Deployment', 'analyzer')!);
    const pod = broken.spec.template.spec;
    pod.containers[0].readinessProbe.httpGet.port = 3000;
    pod.terminationGracePeriodSeconds = 10;
    pod.containers[0].env.push(
      { name: 'ANALYZER_THREADS', value: '4' },
      { name: 'LOG_LEVEL', value: 'loud' },
    );
    const problems = deploymentProblems(broken, BASE).join('\n');
    expect(problems).toMatch(/readinessProbe port 3000/);
    expect(problems).toMatch(/terminationGracePeriodSeconds 10/);
    expect(problems).toMatch(/ANALYZER_THREADS is not read by analyzer/);
    expect(problems).toMatch(/LOG_LEVEL="loud"/);
  });
});

describe('Dockerfile and .dockerignore', () => {
  const source = read('Dockerfile');
  const dockerfile = DockerfileParser.parse(source);
  const froms = dockerfile.getFROMs();
  const args = Object.fromEntries(
    dockerfile.getInitialARGs().map((a) => [a.getProperty()?.getName(), a.getProperty()?.getValue()]),
  );
  const lastFrom = froms.at(-1)!.getRange().start.line;
  const runtime = dockerfile.getInstructions().filter((i) => i.getRange().start.line > lastFrom);
  const text = (i: Instruction) => i.getArgumentsContent() ?? '';
  const runtimeEnv = Object.fromEntries(
    dockerfile
      .getENVs()
      .filter((e) => e.getRange().start.line > lastFrom)
      .flatMap((e) => e.getProperties().map((p) => [p.getName(), p.getValue()])),
  );

  test('parses without a single diagnostic', () => {
    expect(lintDockerfile(source).map((d) => `${d.range.start.line + 1}: ${d.message}`)).toEqual([]);
  });

  test('is multi-stage on node:20-bookworm-slim', () => {
    expect(froms.length).toBeGreaterThanOrEqual(2);
    for (const from of froms) {
      const image = (from.getImage() ?? '').replace(/\$\{(\w+)\}|\$(\w+)/g, (_, a, b) => args[a ?? b] ?? '');
      expect(image).toBe('node:20-bookworm-slim');
    }
    expect(runtime.some((i) => i.getKeyword() === 'COPY' && /--from=build\b/.test(i.getTextContent()))).toBe(
      true,
    );
  });

  test('builds with pnpm 10 from the frozen lockfile', () => {
    const runs = dockerfile
      .getInstructions()
      .filter((i) => i.getKeyword() === 'RUN')
      .map(text);
    expect(runs).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/npm install -g pnpm@10\b/),
        expect.stringMatching(/pnpm install --frozen-lockfile/),
        expect.stringMatching(/pnpm build/),
      ]),
    );
    expect(runs.join('\n')).not.toMatch(/corepack/);
  });

  test('the runtime has Chromium for the exporter, production mode and a non-root numeric user', () => {
    const runtimeRuns = runtime
      .filter((i) => i.getKeyword() === 'RUN')
      .map(text)
      .join('\n');
    expect(runtimeRuns).toMatch(/apt-get install[^\n]*\bchromium\b/);
    expect(runtimeEnv).toMatchObject({
      NODE_ENV: 'production',
      CHROME_PATH: '/usr/bin/chromium',
      PUPPETEER_SKIP_DOWNLOAD: 'true',
    });
    const user = runtime.filter((i) => i.getKeyword() === 'USER').at(-1);
    expect(user && text(user)).toMatch(/^[1-9]\d*(:\d+)?$/);
    const entry = runtime.find((i) => i.getKeyword() === 'ENTRYPOINT');
    expect(entry && text(entry)).toMatch(/tini/);
  });

  test('the default command starts a service that exists', () => {
    const cmd = runtime.filter((i) => i.getKeyword() === 'CMD').at(-1)!;
    const service = serviceOfCommand(JSON.parse(text(cmd)));
    expect(SERVICES).toContain(service);
  });

  test('the build context has the sources and the lockfile, and none of node_modules, dist, .git, .env', () => {
    const ig = dockerignore().add(read('.dockerignore'));
    const workspaces = ['packages', 'services', 'bench']
      .flatMap((dir) => fs.readdirSync(path.join(ROOT, dir)).map((p) => `${dir}/${p}`))
      .concat([MIGRATE_DIR, 'deploy'])
      .filter((dir) => exists(`${dir}/package.json`));
    const migrations = fs
      .readdirSync(path.join(ROOT, 'packages/db/prisma/migrations'))
      .filter((d) => exists(`packages/db/prisma/migrations/${d}/migration.sql`))
      .map((d) => `packages/db/prisma/migrations/${d}/migration.sql`);
    const needed = [
      'package.json',
      'pnpm-lock.yaml',
      'pnpm-workspace.yaml',
      'turbo.json',
      'tsconfig.base.json',
      'packages/db/prisma/schema.prisma',
      `${MIGRATE_DIR}/ensure-database.js`,
      `${MIGRATE_DIR}/prisma.config.ts`,
      ...workspaces.map((dir) => `${dir}/package.json`),
      ...SERVICES.map((s) => `services/${s}/src/main.ts`),
      ...migrations,
    ];
    expect(migrations.length).toBeGreaterThan(0);
    expect(needed.filter((f) => ig.ignores(f))).toEqual([]);
    const excluded = [
      'node_modules/x',
      'packages/db/node_modules/x',
      'services/gateway/dist/main.js',
      'packages/db/src/generated/client.ts',
      `${MIGRATE_DIR}/.generated/schema.prisma`,
      '.git/HEAD',
      '.env',
      '.env.production',
      '.test-results/x.json',
    ];
    expect(excluded.filter((f) => !ig.ignores(f))).toEqual([]);
  });
});

describe('docker-compose.yml', () => {
  const compose = parse(read('docker-compose.yml'), { merge: true }) as Obj;
  const services: Record<string, Obj> = compose.services ?? {};
  const appServices = Object.entries(services).filter(([, s]) => serviceOfCommand(s.command));
  const envOf = (s: Obj): Record<string, string> =>
    Array.isArray(s.environment)
      ? Object.fromEntries(
          s.environment.map((e: string) => [e.split('=')[0], e.split('=').slice(1).join('=')]),
        )
      : Object.fromEntries(Object.entries(s.environment ?? {}).map(([k, v]) => [k, String(v)]));

  test('is valid against the Compose specification schema, with no `version:` key', () => {
    const schemaPath = path.join(
      path.dirname(require.resolve('dclint/package.json')),
      'schemas/compose.schema.json',
    );
    // Draft 07, which is Ajv's default; its `$schema` spells the meta-schema's URL as Ajv does not.
    const { $schema, ...schema } = JSON.parse(fs.readFileSync(schemaPath, 'utf8'));
    expect($schema).toMatch(/draft-07/);
    const validate = new Ajv({ allErrors: true, strict: false, allowUnionTypes: true }).compile(schema);
    validate(compose);
    expect(validate.errors ?? []).toEqual([]);
    expect(compose).not.toHaveProperty('version');
    // The schema itself must refuse something, or the check above proves nothing.
    expect(validate({ services: { x: { image: 'a', restart_policy: 'always' } } })).toBe(false);
  });

  test('runs postgres:15, redis:7, the migration and exactly the six services', () => {
    expect(services.postgres?.image).toBe('postgres:15');
    expect(services.redis?.image).toBe('redis:7');
    expect(appServices.map(([, s]) => serviceOfCommand(s.command)).sort()).toEqual(SERVICES);
    for (const [name, s] of appServices) expect([name, serviceOfCommand(s.command)]).toEqual([name, name]);
  });

  test('postgres and redis have health checks', () => {
    expect(services.postgres?.healthcheck?.test.join(' ')).toMatch(/pg_isready/);
    expect(services.redis?.healthcheck?.test.join(' ')).toMatch(/redis-cli ping/);
  });

  test('the migrate service runs the migration once, after postgres is healthy', () => {
    const m = services.migrate!;
    expect(m.working_dir).toBe(`/app/${MIGRATE_DIR}`);
    expect(m.command).toEqual(['sh', '-c', MIGRATE_COMMAND]);
    expect(m.restart).toBe('no');
    expect(m.depends_on?.postgres?.condition).toBe('service_healthy');
    expect(envProblems('migrate', 'migrate', envOf(m))).toEqual([]);
    expect(exists(`${MIGRATE_DIR}/ensure-database.js`)).toBe(true);
    expect(read(`${MIGRATE_DIR}/package.json`)).toContain('node ensure-database.js && prisma migrate deploy');
  });

  test('every service waits for healthy postgres and redis and a completed migration', () => {
    for (const [name, s] of appServices) {
      expect([name, s.depends_on]).toEqual([
        name,
        expect.objectContaining({
          postgres: expect.objectContaining({ condition: 'service_healthy' }),
          redis: expect.objectContaining({ condition: 'service_healthy' }),
          migrate: expect.objectContaining({ condition: 'service_completed_successfully' }),
        }),
      ]);
    }
  });

  test('one image for all, built once from the Dockerfile', () => {
    const images = new Set([services.migrate!.image, ...appServices.map(([, s]) => s.image)]);
    expect(images.size).toBe(1);
    const builders = Object.entries(services).filter(([, s]) => s.build);
    expect(builders.map(([n]) => n)).toEqual(['migrate']);
    expect(services.migrate!.build).toMatchObject({ context: '.', dockerfile: 'Dockerfile' });
  });

  test('environment: only variables the services read, values their config accepts, hosts that exist', () => {
    const problems: string[] = [];
    for (const [name, s] of [...appServices, ['migrate', services.migrate!] as [string, Obj]]) {
      const env = envOf(s);
      problems.push(...envProblems(`compose ${name}`, name, env));
      if (new URL(env.DATABASE_URL ?? 'x://').hostname !== 'postgres')
        problems.push(`${name}: DATABASE_URL not on postgres`);
      if (name !== 'migrate' && new URL(env.REDIS_URL ?? 'x://').hostname !== 'redis')
        problems.push(`${name}: REDIS_URL not on redis`);
    }
    expect(problems).toEqual([]);
  });

  test('exports are stored in the MinIO service, in a bucket created before the services start', () => {
    const init = services['minio-init']!;
    expect(services.minio?.healthcheck).toBeDefined();
    expect(init.depends_on?.minio?.condition).toBe('service_healthy');
    for (const name of ['gateway', 'exporter']) {
      const env = envOf(services[name]!);
      expect([name, env.STORAGE_DRIVER, new URL(env.S3_ENDPOINT!).hostname]).toEqual([name, 's3', 'minio']);
      expect(String(init.entrypoint ?? init.command)).toContain(`local/${env.S3_BUCKET}`);
      expect(services[name]!.depends_on?.['minio-init']?.condition).toBe('service_completed_successfully');
    }
  });

  test('each service has a health check on its own /healthz or /readyz port, without curl', () => {
    for (const [name, s] of appServices) {
      const test = (s.healthcheck?.test ?? []).join(' ');
      const port = healthPort(name, envOf(s));
      expect([name, test]).toEqual([
        name,
        expect.stringMatching(
          new RegExp(`^CMD node -e .*fetch\\('http://127\\.0\\.0\\.1:${port}/(healthz|readyz)'`),
        ),
      ]);
    }
  });

  test("the gateway publishes its port; stop_grace_period outlasts each service's shutdown", () => {
    const gateway = services.gateway!;
    expect(gateway.ports).toContain(
      `${healthPort('gateway', envOf(gateway))}:${healthPort('gateway', envOf(gateway))}`,
    );
    for (const [name, s] of appServices) {
      const budget = stopBudgetMs(name, envOf(s)) / 1000;
      expect([name, seconds(String(s.stop_grace_period ?? '10s')) > budget]).toEqual([name, true]);
    }
  });
});

describe('k8s/base', () => {
  test('kustomization.yaml lists every manifest except the Secret template', () => {
    expect([...KUSTOMIZATION.resources].sort()).toEqual(BASE_FILES.filter((f) => f !== SECRET_TEMPLATE));
    expect(KUSTOMIZATION).not.toHaveProperty('namespace');
    for (const o of BASE) expect([o.kind, o.metadata?.namespace]).toEqual([o.kind, undefined]);
  });

  test('every object validates against its Kubernetes or KEDA schema, unknown fields refused', () => {
    expect(BASE.length).toBeGreaterThan(15);
    expect(BASE.flatMap(schemaProblems)).toEqual([]);
  });

  test('the Secret template holds placeholders only and every key the manifests need', () => {
    for (const s of SECRETS) {
      expect(s.kind).toBe('Secret');
      expect(s.metadata.annotations?.['proposals/placeholder']).toBe('true');
      for (const value of Object.values(s.stringData ?? {})) expect(String(value)).toMatch(/CHANGE_ME/);
      expect(s.data).toBeUndefined();
    }
    expect(Object.keys(named(SECRETS, 'Secret', 'proposals-secrets')?.stringData ?? {})).toEqual(
      expect.arrayContaining(['DATABASE_URL', 'REDIS_URL']),
    );
  });

  test('Deployments, Job, Service, HPA, PDB and ScaledObjects agree with each other and with the code', () => {
    expect(stackProblems(BASE, BASE)).toEqual([]);
  });

  test('the gateway sets S3_PUBLIC_ENDPOINT on its Deployment, a URL or empty (then S3_ENDPOINT)', () => {
    const gateway = named(BASE, 'Deployment', 'gateway')!.spec.template.spec.containers[0];
    const { env } = containerEnv(gateway, BASE, 'Deployment/gateway');
    expect(env).toHaveProperty('S3_PUBLIC_ENDPOINT');
    expect(env.S3_PUBLIC_ENDPOINT).toMatch(/^(https?:\/\/\S+)?$/);
    expect([env.STORAGE_DRIVER, env.S3_ENDPOINT]).toEqual(['s3', expect.stringMatching(/^https?:\/\//)]);
  });

  test('the base creates no bucket: only the dev overlay, which assumes its own MinIO, does', () => {
    expect(ofKind(BASE, 'Job').map(jobRole)).toEqual(['migrate']);
  });

  test('the ConfigMap holds only variables that every service reads', () => {
    const config = named(BASE, 'ConfigMap', 'proposals-config')!;
    const everywhere = SERVICES.map(allowedEnv);
    expect(Object.keys(config.data).filter((k) => !everywhere.every((allowed) => allowed.has(k)))).toEqual(
      [],
    );
  });
});

// ---------------------------------------------------------------------------------------------
// The overlays, rendered by kubectl's kustomize when kubectl is installed (Debian:
// kubernetes-client). KUBECTL may name another binary, e.g. an older one to check compatibility.

const KUBECTL = process.env.KUBECTL || 'kubectl';
/** The objects an overlay adds to the base: the files its kustomization.yaml lists as `resources`. */
const overlayOwn = (overlay: string): Obj[] => {
  const dir = `k8s/overlays/${overlay}`;
  const own = ((parse(read(`${dir}/kustomization.yaml`)) as Obj).resources ?? []) as string[];
  return own.flatMap((f) => yamlDocuments(read(`${dir}/${f}`), `${dir}/${f}`));
};
const kubectlFound = spawnSync(KUBECTL, ['version', '--client'], { encoding: 'utf8' }).status === 0;
const OVERLAYS = fs.readdirSync(path.join(ROOT, 'k8s/overlays')).sort();

test('the overlays are dev and prod', () => {
  expect(OVERLAYS).toEqual(['dev', 'prod']);
});

const overlays = kubectlFound ? describe : describe.skip;
overlays(
  `k8s/overlays rendered by \`${KUBECTL} kustomize\`${kubectlFound ? '' : ` (skipped: ${KUBECTL} not found; apt-get install kubernetes-client)`}`,
  () => {
    const render = (overlay: string): Obj[] => {
      const out = spawnSync(KUBECTL, ['kustomize', path.join(ROOT, 'k8s/overlays', overlay)], {
        encoding: 'utf8',
      });
      if (out.status !== 0) throw new Error(`kubectl kustomize ${overlay} failed:\n${out.stderr}`);
      return yamlDocuments(out.stdout, overlay);
    };

    test.each(OVERLAYS)(
      '%s renders the base objects, namespaced, each valid, and they still agree',
      (overlay) => {
        const objs = render(overlay);
        const ids = (list: Obj[]) => list.map((o) => `${o.kind}/${o.metadata.name}`).sort();
        expect(ids(objs)).toEqual(ids([...APPLIED, ...overlayOwn(overlay)]));
        const namespaces = new Set(objs.map((o) => o.metadata.namespace));
        expect(namespaces.size).toBe(1);
        expect([...namespaces][0]).toMatch(/^[a-z0-9-]+$/);
        expect(stackProblems(objs, [...objs, ...SECRETS])).toEqual([]);
      },
    );

    test("dev alone creates the bucket, in its MinIO, with the pinned mc and the services' config", () => {
      const [dev, prod] = OVERLAYS.map(render);
      const devJobs = ofKind(dev!, 'Job');
      expect(devJobs.map(jobRole).sort()).toEqual(['bucket', 'migrate']);
      expect(ofKind(prod!, 'Job').map(jobRole)).toEqual(['migrate']);
      const bucket = devJobs.find((j) => jobRole(j) === 'bucket')!;
      expect(bucket.spec.template.spec.containers[0].image).toBe(MC_IMAGE);
      expect(bucketJobProblems(bucket, dev!, [...dev!, ...SECRETS])).toEqual([]);
    });

    test('the gateway names S3_PUBLIC_ENDPOINT: dev where clients reach its MinIO, prod empty or a URL', () => {
      const [dev, prod] = OVERLAYS.map((o) => {
        const objs = render(o);
        const gateway = named(objs, 'Deployment', 'gateway')!.spec.template.spec.containers[0];
        return containerEnv(gateway, [...objs, ...SECRETS], `${o} gateway`).env;
      });
      expect(new URL(dev!.S3_PUBLIC_ENDPOINT!).host).not.toBe(new URL(dev!.S3_ENDPOINT!).host);
      expect(prod).toHaveProperty('S3_PUBLIC_ENDPOINT');
      expect(prod!.S3_PUBLIC_ENDPOINT).toMatch(/^(https?:\/\/\S+)?$/);
    });

    test('the overlays differ where they should: gateway replicas and resources', () => {
      const [dev, prod] = OVERLAYS.map(render);
      const hpa = (objs: Obj[]) => named(objs, 'HorizontalPodAutoscaler', 'gateway')!.spec;
      expect(hpa(prod!).minReplicas).toBeGreaterThan(hpa(dev!).minReplicas);
      const limits = (objs: Obj[]) =>
        named(objs, 'Deployment', 'gateway')!.spec.template.spec.containers[0].resources.limits;
      expect(bytes(limits(prod!).memory)).toBeGreaterThan(bytes(limits(dev!).memory));
    });
  },
);
