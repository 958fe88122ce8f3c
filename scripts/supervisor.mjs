// Runs long-lived services side by side and restarts any that dies, the way a compose restart policy
// (`restart: always`) or a Kubernetes pod would, until stop() is called. Used by scripts/start.mjs.
import { spawn } from 'node:child_process';
import readline from 'node:readline';

const COLORS = [36, 32, 33, 35, 34, 31]; // cyan, green, yellow, magenta, blue, red

function killGroup(pid, signal) {
  if (!pid) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

/**
 * Starts every service and keeps it running; a service that exits for whatever reason, code 0
 * included, is started again after initialDelay, doubling on each further death up to maxDelay, and
 * back to initialDelay once a run has lasted resetAfter.
 *
 * @param {{ name: string, command: string, args?: string[], env?: Record<string, string> }[]} services
 * @param {{ cwd?: string, out?: NodeJS.WritableStream, color?: boolean,
 *   initialDelay?: number, maxDelay?: number, resetAfter?: number }} [options] delays in ms
 * @returns {{ stop: (signal?: NodeJS.Signals) => Promise<void>, stopped: Promise<void>,
 *   pid: (name: string) => number | undefined }}
 */
export function supervise(services, options = {}) {
  const { cwd = process.cwd(), out = process.stdout, initialDelay = 500, maxDelay = 10_000 } = options;
  const { resetAfter = 30_000, color = Boolean(out.isTTY) && !process.env.NO_COLOR } = options;
  let stopping = false;
  let resolveStopped;
  const stopped = new Promise((resolve) => (resolveStopped = resolve));

  const states = services.map((service, i) => ({
    service,
    prefix: color ? `\x1b[${COLORS[i % COLORS.length]}m[${service.name}]\x1b[0m` : `[${service.name}]`,
    child: null,
    timer: null,
    attempt: 0,
    startedAt: 0,
  }));
  const write = (state, line) => out.write(`${state.prefix} ${line}\n`);
  const settle = () => stopping && states.every((s) => !s.child) && resolveStopped();

  function start(state) {
    const { command, args = [], env } = state.service;
    // Its own process group: a Ctrl-C in the terminal then reaches only the supervisor, so each
    // service gets exactly one SIGTERM (a second one makes the services exit at once).
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    state.child = child;
    state.startedAt = Date.now();
    for (const input of [child.stdout, child.stderr]) {
      readline.createInterface({ input, crlfDelay: Infinity }).on('line', (line) => write(state, line));
    }
    let ended = false; // a failed spawn may report both 'error' and 'exit'
    const end = (how) => {
      if (ended) return;
      ended = true;
      state.child = null;
      exited(state, child.pid, how);
    };
    child.once('error', (err) => end(`could not start: ${err.message}`));
    child.once('exit', (code, signal) => end(signal ? `signal ${signal}` : `exit code ${code}`));
  }

  function exited(state, pid, how) {
    if (stopping) {
      write(state, `stopped (${how})`);
      settle();
      return;
    }
    // Whatever the dead service left in its group (a browser it launched, say) would hold on to its
    // ports and pipes and outlive the stack.
    killGroup(pid, 'SIGKILL');
    if (Date.now() - state.startedAt >= resetAfter) state.attempt = 0;
    const delay = Math.min(initialDelay * 2 ** state.attempt, maxDelay);
    state.attempt += 1;
    write(state, `died (${how}); restart ${state.attempt} in ${delay / 1000} s`);
    state.timer = setTimeout(() => {
      state.timer = null;
      write(state, `restarting (attempt ${state.attempt})`);
      start(state);
    }, delay);
  }

  /** Sends signal to every running service, cancels pending restarts; resolves once all have exited. */
  function stop(signal = 'SIGTERM') {
    stopping = true;
    for (const state of states) {
      clearTimeout(state.timer);
      state.timer = null;
      if (state.child) killGroup(state.child.pid, signal);
    }
    settle();
    return stopped;
  }

  // Should this process end without stop() (an uncaught error, process.exit), take the services
  // along rather than leave them orphaned in their own groups.
  process.once('exit', () => states.forEach((s) => s.child && killGroup(s.child.pid, 'SIGTERM')));

  states.forEach(start);
  return { stop, stopped, pid: (name) => states.find((s) => s.service.name === name)?.child?.pid };
}
