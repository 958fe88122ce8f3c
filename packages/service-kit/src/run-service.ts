import { loadConfig, loadConfigOrExit, workerEnv, type ConfigOf, type EnvSpec } from '@proposals/config';
import { createLogger, type Logger } from '@proposals/logger';
import { waitForDependencies } from './dependencies';
import { startHealthServer } from './health-server';
import { createProcessKit, type ProcessKit } from './process-kit';
import { onShutdownSignal } from './shutdown';

export type WorkerConfig = ConfigOf<typeof workerEnv>;

export interface ServiceHandle {
  healthPort: number;
  kit: ProcessKit;
  stop(): Promise<void>;
}

/** A worker's own capability: consumes its queue with what the kit holds, registering its closers with `kit.onStop`. */
export type Capability = (kit: ProcessKit) => Promise<void>;

interface ServiceOptions {
  name: string;
  config: WorkerConfig;
  logger: Logger;
  capability?: Capability;
  signal?: AbortSignal;
}

/**
 * Starts a worker process: waits until PostgreSQL and Redis answer, serves health and metrics,
 * then starts its capability, so a worker never consumes while half-connected.
 */
export async function startService({
  name,
  config,
  logger,
  capability,
  signal,
}: ServiceOptions): Promise<ServiceHandle> {
  const kit = createProcessKit(name, config, logger);
  try {
    await waitForDependencies(kit.checks, logger, { signal });
    const health = await startHealthServer(config.HEALTH_PORT, kit.checks, kit.metrics);
    kit.onStop(() => health.close());
    await capability?.(kit);
    logger.info('ready', { healthPort: health.port });
    return { healthPort: health.port, kit, stop: kit.stop };
  } catch (err) {
    await kit.stop();
    throw err;
  }
}

/**
 * Entry point of a worker process: its configuration (`env`, by default the common worker
 * variables, with `defaultHealthPort`), its capability, and a clean stop on SIGTERM/SIGINT.
 */
export async function runService<S extends typeof workerEnv & EnvSpec>(
  name: string,
  defaultHealthPort: number,
  env: S = workerEnv as S,
  capabilityOf: (config: ConfigOf<S>) => Capability | undefined = () => undefined,
): Promise<void> {
  const spec: EnvSpec = { ...env, HEALTH_PORT: { ...env.HEALTH_PORT, default: defaultHealthPort } };
  // The spec is generic, so its config type is stated rather than computed.
  const config = loadConfigOrExit(name, () => loadConfig(spec) as unknown) as ConfigOf<S> & WorkerConfig;
  const logger = createLogger(name, config.LOG_LEVEL);
  const abort = new AbortController();
  let handle: ServiceHandle | undefined;
  onShutdownSignal(logger, config.SHUTDOWN_TIMEOUT_MS, async () => {
    abort.abort();
    await handle?.stop();
  });
  try {
    const capability = capabilityOf(config);
    handle = await startService({ name, config, logger, capability, signal: abort.signal });
  } catch (err) {
    if (abort.signal.aborted) return;
    logger.error('could not start', { error: err instanceof Error ? err.message : String(err) });
    process.exitCode = 1;
  }
}
