// Stage-by-stage progress on stderr: on a terminal, a live line per stage with a running clock
// that turns into ✓/✗ and the stage's time; elsewhere (CI logs, pipes), one plain line per change.

const FRAMES = '⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏';
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export interface Progress {
  start(stage: string): void;
  end(stage: string, state: 'completed' | 'failed', elapsedMs: number, note?: string): void;
}

export function progressOn(stream: NodeJS.WriteStream, env: NodeJS.ProcessEnv): Progress {
  if (!stream.isTTY) {
    return {
      start: (stage) => void stream.write(`${stage}: started\n`),
      end: (stage, state, ms, note) =>
        void stream.write(`${stage}: ${state} in ${seconds(ms)}${note ? ` (${note})` : ''}\n`),
    };
  }
  const color = !env.NO_COLOR;
  const paint = (code: number, text: string) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);
  let timer: NodeJS.Timeout | undefined;
  const line = (text: string) => stream.write(`\r\x1b[2K${text}`);
  return {
    start(stage) {
      const started = Date.now();
      let frame = 0;
      const draw = () =>
        line(
          `${paint(36, FRAMES[frame++ % FRAMES.length]!)} ${stage.padEnd(9)} ${seconds(Date.now() - started)}`,
        );
      draw();
      timer = setInterval(draw, 80);
    },
    end(stage, state, ms, note) {
      clearInterval(timer);
      const mark = state === 'completed' ? paint(32, '✓') : paint(31, '✗');
      line(`${mark} ${stage.padEnd(9)} ${seconds(ms)}${note ? paint(2, `  ${note}`) : ''}\n`);
    },
  };
}

/** Runs one step of the CLI's own (create, export, download) under the progress display. */
export async function step<T>(
  progress: Progress,
  stage: string,
  work: () => Promise<T>,
  note?: (result: T) => string,
): Promise<T> {
  const started = Date.now();
  progress.start(stage);
  try {
    const result = await work();
    progress.end(stage, 'completed', Date.now() - started, note?.(result));
    return result;
  } catch (error) {
    progress.end(stage, 'failed', Date.now() - started);
    throw error;
  }
}
