import { SonicBoom } from 'sonic-boom';
import winston from 'winston';
import Transport from 'winston-transport';
import { currentContext } from './context';

export type Logger = winston.Logger;

const withContext = winston.format((info) => {
  const context = currentContext();
  if (context) {
    for (const [key, value] of Object.entries(context))
      if (value !== undefined && info[key] === undefined) info[key] = value;
  }
  return info;
});

// One writer per process. Console writes synchronously, one syscall a line, when stdout is a file;
// sonic-boom writes asynchronously and coalesces the lines that arrive while a write is under way.
let stdout: SonicBoom | undefined;
function stdoutWriter(): SonicBoom {
  if (!stdout) {
    const writer = new SonicBoom({ fd: 1, sync: false });
    // Whatever is still buffered must reach the file or pipe when the process exits.
    process.once('exit', () => writer.flushSync());
    stdout = writer;
  }
  return stdout;
}

// The formatted line, under the key winston's formats write it to (triple-beam's MESSAGE).
const MESSAGE = Symbol.for('message');

class StdoutTransport extends Transport {
  override log(info: Record<symbol, unknown>, done: () => void): void {
    stdoutWriter().write(`${String(info[MESSAGE])}\n`);
    done();
  }
}

/** JSON lines on stdout, each with the service name and the request id of the current context. */
export function createLogger(service: string, level = 'info'): Logger {
  return winston.createLogger({
    level: level === 'silent' ? 'error' : level,
    silent: level === 'silent',
    defaultMeta: { service },
    format: winston.format.combine(
      withContext(),
      winston.format.timestamp(),
      winston.format.errors({ stack: true }),
      winston.format.json(),
    ),
    transports: [new StdoutTransport()],
  });
}
