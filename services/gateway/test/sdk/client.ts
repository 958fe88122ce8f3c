import { createClient } from '@proposals/sdk';
import type { AccountKey, TestGateway } from '../harness';

/** The SDK's client on a test gateway, with one account's key. */
export const sdkClient = (t: TestGateway, owner: AccountKey) =>
  createClient({ baseUrl: `http://127.0.0.1:${t.gateway.port}`, apiKey: owner.key, apiSecret: owner.secret });
