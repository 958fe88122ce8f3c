import { runService } from '@proposals/service-kit';

void runService('dispatcher', 3105);
