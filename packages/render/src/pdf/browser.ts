import puppeteer, { type Browser, type HTTPRequest, type Page } from 'puppeteer-core';
import type { BrowserExecutable } from './bundled';
import { BrowserUnavailableError, locateBrowser } from './locate';
import { Slots } from './slots';

export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
];

export interface BrowserOptions {
  /** CHROME_PATH; empty: the system's Chromium, else the bundled one (see locateBrowser). */
  executablePath: string;
  /** Pages rendering at once; further renders wait for one. */
  pages: number;
  /** System browsers looked for on PATH; tests pass none to put them out of reach. */
  systemBrowsers?: readonly string[];
  /** Where the bundled browser is unpacked. */
  cacheDir?: string;
}

/** The browser died under a render; the pool relaunches it on the next one. */
export class BrowserLostError extends Error {
  constructor(cause: unknown) {
    super(`Chromium went away while rendering: ${(cause as Error)?.message ?? String(cause)}`);
    this.name = 'BrowserLostError';
  }
}

// Only the document itself: setContent makes no request, so anything asked for is blocked.
const blockRequests = (request: HTTPRequest) => {
  const blank = request.isNavigationRequest() && request.url() === 'about:blank';
  void (blank ? request.continue() : request.abort('blockedbyclient')).catch(() => undefined);
};

/**
 * One warm Chromium for the process and a bounded pool of its pages. Launched on first use,
 * launched again after it dies. A page that failed is closed; a good one is kept for the next render.
 */
export class BrowserPool {
  private browser: Promise<Browser> | undefined;
  private idle: Page[] = [];
  private readonly slots: Slots;
  private closed = false;

  constructor(private readonly options: BrowserOptions) {
    this.slots = new Slots(options.pages);
  }

  /** The browser launched last, for the exporter's log. */
  executable: BrowserExecutable | undefined;
  private running = false;

  private async start(): Promise<Browser> {
    const { executablePath: configured, systemBrowsers, cacheDir } = this.options;
    const found = await locateBrowser({ configured, systemBrowsers, cacheDir });
    try {
      const browser = await puppeteer.launch({
        executablePath: found.path,
        env: found.env ? { ...process.env, ...found.env } : undefined,
        args: CHROME_ARGS,
        headless: true,
        handleSIGINT: false,
        handleSIGTERM: false,
        handleSIGHUP: false,
      });
      this.executable = found;
      return browser;
    } catch (err) {
      throw new BrowserUnavailableError(
        `Chromium at ${found.path} (${found.origin}) did not start: ${(err as Error).message}`,
      );
    }
  }

  private launch(): Promise<Browser> {
    const launching = this.start();
    const forget = () => {
      if (this.browser !== launching) return;
      this.browser = undefined;
      this.running = false;
      this.idle = [];
    };
    launching.then((b) => {
      this.running = this.browser === launching;
      b.once('disconnected', forget);
    }, forget);
    return launching;
  }

  /** Resolves once the browser runs, launching it if need be; rejects when it cannot start. */
  async ready(): Promise<BrowserExecutable | undefined> {
    await (this.browser ??= this.launch());
    return this.executable;
  }

  /**
   * For readiness probes, which must answer at once: resolves while the browser runs; else
   * rejects, and starts one if none is starting, so that a later probe finds it running.
   */
  async probe(): Promise<void> {
    if (this.running) return;
    this.ready().catch(() => undefined);
    throw new Error('the browser is not running');
  }

  /** The browser's process id, for the test that kills it. */
  async pid(): Promise<number | undefined> {
    return (await (this.browser ??= this.launch())).process()?.pid;
  }

  private async newPage(): Promise<Page> {
    const page = await (await (this.browser ??= this.launch())).newPage();
    await page.setJavaScriptEnabled(false);
    await page.setRequestInterception(true);
    page.on('request', blockRequests);
    return page;
  }

  async withPage<T>(use: (page: Page) => Promise<T>): Promise<T> {
    if (this.closed) throw new Error('the browser pool is closed');
    await this.slots.acquire();
    let page: Page | undefined;
    let reusable = false;
    try {
      page = this.idle.pop() ?? (await this.newPage());
      const result = await use(page);
      reusable = true;
      return result;
    } catch (err) {
      if (err instanceof BrowserUnavailableError) throw err;
      if (!page || !page.browser().connected) throw new BrowserLostError(err);
      throw err;
    } finally {
      if (page && reusable && !this.closed && page.browser().connected) this.idle.push(page);
      else await page?.close().catch(() => undefined);
      this.slots.release();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const browser = this.browser;
    this.browser = undefined;
    this.idle = [];
    await (await browser?.catch(() => undefined))?.close().catch(() => undefined);
  }
}
