import { runService } from '@proposals/service-kit';

void runService('scorer', 3103);
