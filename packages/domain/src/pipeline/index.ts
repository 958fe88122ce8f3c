export { startStage, type StageJob } from './start-stage';
export { stageHandlers, stageHandlersFor } from './stage-handlers';
export { STAGES, type StageName } from './stages';
