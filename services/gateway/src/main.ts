import { loadConfigOrExit } from '@proposals/config';
import { createLogger } from '@proposals/logger';
import { onShutdownSignal } from '@proposals/service-kit';
import { loadGatewayConfig } from './config';
import { startGateway } from './server';

async function main(): Promise<void> {
  const config = loadConfigOrExit('gateway', () => loadGatewayConfig());
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const gateway = await startGateway(config, logger);
  onShutdownSignal(logger, config.SHUTDOWN_TIMEOUT_MS + 2000, gateway.close);
  logger.info('listening', { api: gateway.apiUrl.replace('127.0.0.1', 'localhost') });
}

main().catch((err: unknown) => {
  console.error('gateway: could not start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
