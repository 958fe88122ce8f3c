import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, readFileSync } from 'node:fs';
import { access, mkdir, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createBrotliDecompress } from 'node:zlib';
import { extract } from 'tar-fs';

/** A browser executable, and what its process needs in its environment. */
export interface BrowserExecutable {
  path: string;
  origin: 'configured' | 'system' | 'bundled';
  env?: Record<string, string>;
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Where @sparticuz/chromium keeps its Brotli-compressed files, and its version. */
function bundle(): { bin: string; version: string } {
  const root = path.resolve(path.dirname(require.resolve('@sparticuz/chromium')), '..', '..');
  const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    version: string;
  };
  return { bin: path.join(root, 'bin'), version };
}

const inflate = (file: string, into: NodeJS.WritableStream) =>
  pipeline(createReadStream(file), createBrotliDecompress(), into);

/**
 * The Chromium that @sparticuz/chromium ships inside the npm package, unpacked once per version
 * under `cacheDir`: the browser (chrome-headless-shell) and the NSS libraries it links, which a
 * machine without a browser may lack. Several processes may unpack at once: each writes a folder
 * of its own and renames it into place, so no process ever sees a half-written browser. (The
 * package's own executablePath() writes straight to /tmp/chromium, where a second process can
 * start a browser still being written.)
 */
export async function bundledChromium(
  cacheDir = path.join(os.tmpdir(), 'proposals-chromium'),
): Promise<BrowserExecutable> {
  const { bin, version } = bundle();
  const dir = path.join(cacheDir, version);
  const found: BrowserExecutable = {
    path: path.join(dir, 'chromium'),
    origin: 'bundled',
    env: { LD_LIBRARY_PATH: [path.join(dir, 'lib'), process.env.LD_LIBRARY_PATH].filter(Boolean).join(':') },
  };
  if (await exists(found.path)) return found;
  const staging = `${dir}.${process.pid}-${randomUUID()}`;
  await mkdir(staging, { recursive: true });
  try {
    await inflate(
      path.join(bin, 'chromium.br'),
      createWriteStream(path.join(staging, 'chromium'), { mode: 0o755 }),
    );
    await inflate(path.join(bin, 'al2023.tar.br'), extract(staging));
    // Another process may have won the race: its copy is as good as ours.
    await rename(staging, dir).catch(async (err: Error) => {
      if (!(await exists(found.path))) throw err;
    });
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return found;
}
