import { runService } from '@proposals/service-kit';

void runService('exporter', 3104);
