import puppeteer, { type Browser, type HTTPRequest, type Page } from 'puppeteer-core';
import { Slots } from './slots';

export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
];

export interface BrowserOptions {
  executablePath: string;
  /** Pages rendering at once; further renders wait for one. */
  pages: number;
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

  private launch(): Promise<Browser> {
    const launching = puppeteer.launch({
      executablePath: this.options.executablePath,
      args: CHROME_ARGS,
      headless: true,
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    });
    const forget = () => {
      if (this.browser !== launching) return;
      this.browser = undefined;
      this.idle = [];
    };
    launching.then((b) => b.once('disconnected', forget), forget);
    return launching;
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
