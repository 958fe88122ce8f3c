import { exporterEnv } from '@proposals/config';
import { createExporter } from '@proposals/domain/exporter';
import { consumeExports } from '@proposals/queue';
import { runService } from '@proposals/service-kit';

void runService('exporter', 3104, exporterEnv, (config) =>
  consumeExports(() => createExporter(config), { concurrency: config.EXPORT_CONCURRENCY }),
);
