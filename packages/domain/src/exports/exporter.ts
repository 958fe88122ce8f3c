import type { ConfigOf, exporterEnv } from '@proposals/config';
import { AppError, type ExportJobPayload } from '@proposals/contracts';
import { BrowserUnavailableError, createRenderer, FILE_TYPES, type BrowserOptions } from '@proposals/render';
import { createObjectStore } from '@proposals/storage';

export type ExporterConfig = ConfigOf<typeof exporterEnv>;

export interface Exporter {
  /** Renders the job's document and stores it under its key, unless an earlier job did. */
  handle(job: ExportJobPayload): Promise<string>;
  /** Launches the browser before the first export needs it; resolves to which one, or rejects saying why not. */
  start(): Promise<unknown>;
  /** For /readyz: whether it can render PDFs (its browser runs). */
  checks: { browser(): Promise<unknown> };
  close(): Promise<void>;
}

/**
 * The exporter's work: one warm browser, `EXPORT_CONCURRENCY` pages, the configured store.
 * `browsers` narrows where the browser is looked for (tests put the system's out of reach).
 */
export function createExporter(
  config: ExporterConfig,
  browsers: Pick<BrowserOptions, 'systemBrowsers' | 'cacheDir'> = {},
): Exporter {
  const renderer = createRenderer({
    executablePath: config.CHROME_PATH,
    pages: config.EXPORT_CONCURRENCY,
    ...browsers,
  });
  // The exporter stores files; URLs are signed by the gateway.
  const store = createObjectStore(config, () => '');
  return {
    async handle(job) {
      const { key, format } = job;
      if (await store.stat(key)) return key;
      const rendering =
        'evidence' in job ? renderer.renderEvidence(job.evidence) : renderer.render(format, job.proposal);
      const file = await rendering.catch((err: Error) => {
        // Retrying cannot bring a browser: the request gets this at once, not after its time-out.
        if (err instanceof BrowserUnavailableError) throw new AppError('service_unavailable', err.message);
        throw err;
      });
      await store.put(key, file, FILE_TYPES[format].contentType);
      return key;
    },
    start: () => renderer.browser.ready(),
    checks: { browser: () => renderer.browser.probe() },
    close: () => renderer.close(),
  };
}
