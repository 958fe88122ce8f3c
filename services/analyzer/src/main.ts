import { runService } from '@proposals/service-kit';

void runService('analyzer', 3101);
