import { AsyncLocalStorage } from 'node:async_hooks';

/** What every log line written while handling one request or job carries. */
export interface LogContext {
  requestId?: string;
  jobId?: string;
  accountId?: string;
}

const storage = new AsyncLocalStorage<LogContext>();

export function runWithContext<T>(context: LogContext, fn: () => T): T {
  return storage.run(context, fn);
}

/** The context of the current request or job; mutable so later middleware can add the account. */
export function currentContext(): LogContext | undefined {
  return storage.getStore();
}
