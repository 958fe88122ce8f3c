export { createLogger, type Logger } from './logger';
export { runWithContext, currentContext, type LogContext } from './context';
