import { runService } from '@proposals/service-kit';

void runService('generator', 3102);
