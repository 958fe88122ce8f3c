// scripts/supervisor.mjs is what `pnpm start` runs the services under. It is driven here from a
// separate node process, as in start.mjs, so that signals reach it the way they do in real use.
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { pathToFileURL } from 'node:url';

const SUPERVISOR = path.resolve(__dirname, '../../../scripts/supervisor.mjs');

const DRIVER = `
const { supervise } = await import(process.env.SUPERVISOR);
const dummy = ['-e', "console.log('pid', process.pid, process.env.GREETING); setInterval(() => {}, 1000)"];
const services = supervise(
  ['one', 'two'].map((name) => ({ name, command: process.execPath, args: dummy, env: { GREETING: 'hi-' + name } })),
  { initialDelay: 100, color: false },
);
process.on('SIGTERM', () => void services.stop().then(() => process.exit(0)));
`;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

it('restarts a service killed with SIGKILL, and stops every service on SIGTERM', async () => {
  const driver = spawn(process.execPath, ['--input-type=module', '-e', DRIVER], {
    env: { ...process.env, SUPERVISOR: pathToFileURL(SUPERVISOR).href },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const closed = new Promise<number | null>((resolve) => driver.once('close', (code) => resolve(code)));
  const lines: string[] = [];
  const pids = { one: [] as number[], two: [] as number[] };
  const waiters: (() => void)[] = [];
  readline.createInterface({ input: driver.stdout! }).on('line', (line) => {
    lines.push(line);
    const [, name, pid, greeted] = /^\[(one|two)\] pid (\d+) hi-(one|two)$/.exec(line) ?? [];
    if (name && name === greeted) pids[name as keyof typeof pids].push(Number(pid));
    waiters.splice(0).forEach((wake) => wake());
  });
  const until = async (what: string, ok: () => boolean) => {
    const deadline = Date.now() + 10_000;
    while (!ok()) {
      if (Date.now() > deadline || driver.exitCode !== null) {
        throw new Error(`no ${what}; output: ${lines.join(' | ')}`);
      }
      await new Promise<void>((wake) => {
        waiters.push(wake);
        setTimeout(wake, 200);
      });
    }
  };

  try {
    await until('start of both services', () => pids.one.length === 1 && pids.two.length === 1);
    const first = pids.one[0]!;
    process.kill(first, 'SIGKILL');
    await until('restart of one', () => pids.one.length === 2);
    expect(lines).toContain('[one] died (signal SIGKILL); restart 1 in 0.1 s');
    expect(lines).toContain('[one] restarting (attempt 1)');
    expect(alive(first)).toBe(false);
    expect(alive(pids.one[1]!)).toBe(true);
    expect(pids.two).toHaveLength(1);

    driver.kill('SIGTERM');
    expect(await closed).toBe(0);
    expect(lines).toEqual(
      expect.arrayContaining(['[one] stopped (signal SIGTERM)', '[two] stopped (signal SIGTERM)']),
    );
    expect([...pids.one, ...pids.two].filter(alive)).toEqual([]);
    expect(pids.one).toHaveLength(2);
  } finally {
    if (driver.exitCode === null) driver.kill('SIGKILL');
    [...pids.one, ...pids.two].filter(alive).forEach((pid) => process.kill(pid, 'SIGKILL'));
  }
});
