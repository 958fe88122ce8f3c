import type { KeyVerifier } from '@proposals/domain';
import type { ProcessKit } from '@proposals/service-kit';
import type { GatewayConfig } from './config';

/** What route handlers and middleware may use; built once per process in server.ts. */
export interface GatewayDeps extends Omit<ProcessKit, 'config'> {
  config: GatewayConfig;
  keys: KeyVerifier;
}
