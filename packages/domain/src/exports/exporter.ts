import type { ConfigOf, exporterEnv } from '@proposals/config';
import type { ExportJobPayload } from '@proposals/contracts';
import { createRenderer, FILE_TYPES } from '@proposals/render';
import { createObjectStore } from '@proposals/storage';

export type ExporterConfig = ConfigOf<typeof exporterEnv>;

export interface Exporter {
  /** Renders the job's document and stores it under its key, unless an earlier job did. */
  handle(job: ExportJobPayload): Promise<string>;
  close(): Promise<void>;
}

/** The exporter's work: one warm browser, `EXPORT_CONCURRENCY` pages, the configured store. */
export function createExporter(config: ExporterConfig): Exporter {
  const renderer = createRenderer({ executablePath: config.CHROME_PATH, pages: config.EXPORT_CONCURRENCY });
  // The exporter stores files; URLs are signed by the gateway.
  const store = createObjectStore(config, () => '');
  return {
    async handle({ key, format, proposal }) {
      if (await store.stat(key)) return key;
      await store.put(key, await renderer.render(format, proposal), FILE_TYPES[format].contentType);
      return key;
    },
    close: () => renderer.close(),
  };
}
