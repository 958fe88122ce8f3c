import winston from 'winston';
import { currentContext } from './context';

export type Logger = winston.Logger;

const withContext = winston.format((info) => {
  const context = currentContext();
  if (context) {
    for (const [key, value] of Object.entries(context)) if (value !== undefined && info[key] === undefined) info[key] = value;
  }
  return info;
});

/** JSON lines on stdout, each with the service name and the request id of the current context. */
export function createLogger(service: string, level = 'info'): Logger {
  return winston.createLogger({
    level: level === 'silent' ? 'error' : level,
    silent: level === 'silent',
    defaultMeta: { service },
    format: winston.format.combine(withContext(), winston.format.timestamp(), winston.format.errors({ stack: true }), winston.format.json()),
    transports: [new winston.transports.Console()],
  });
}
