import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { bundledChromium, type BrowserExecutable } from './bundled';

/** Names of a system Chromium or Chrome, looked up on PATH in this order. */
export const SYSTEM_BROWSERS = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome'];

/** No browser can render: the export fails at once with this, and /readyz reports it. */
export class BrowserUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BrowserUnavailableError';
  }
}

const executable = (file: string) =>
  access(file, constants.X_OK).then(
    () => true,
    () => false,
  );

async function onPath(name: string): Promise<string | null> {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const file = path.join(dir, name);
    if (await executable(file)) return file;
  }
  return null;
}

export interface LocateOptions {
  /** CHROME_PATH: when set, that browser and no other. */
  configured: string;
  /** Looked up on PATH before the bundled browser; tests pass none to put the system's out of reach. */
  systemBrowsers?: readonly string[];
  /** Where the bundled browser is unpacked. */
  cacheDir?: string;
}

/**
 * The browser to render with (DESIGN §4): CHROME_PATH when set, else the system's Chromium, else
 * the one an npm package ships. Throws BrowserUnavailableError naming what was tried.
 */
export async function locateBrowser({
  configured,
  systemBrowsers = SYSTEM_BROWSERS,
  cacheDir,
}: LocateOptions): Promise<BrowserExecutable> {
  if (configured) {
    if (await executable(configured)) return { path: configured, origin: 'configured' };
    throw new BrowserUnavailableError(`CHROME_PATH=${configured} is not an executable file.`);
  }
  for (const name of systemBrowsers) {
    const found = await onPath(name);
    if (found) return { path: found, origin: 'system' };
  }
  try {
    return await bundledChromium(cacheDir);
  } catch (err) {
    throw new BrowserUnavailableError(
      `No Chromium on PATH (${systemBrowsers.join(', ') || 'none looked for'}) and the bundled one ` +
        `(@sparticuz/chromium) could not be unpacked: ${(err as Error).message}`,
    );
  }
}
