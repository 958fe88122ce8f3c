import { gatewayEnv, loadConfig, type ConfigOf } from '@proposals/config';

export type GatewayConfig = ConfigOf<typeof gatewayEnv>;

export const loadGatewayConfig = (env: NodeJS.ProcessEnv = process.env): GatewayConfig =>
  loadConfig(gatewayEnv, env);
