export * from './types';
export { analyzeBrief } from './analyze';
export { generateProposal } from './generate';
export { scoreProposal } from './score';
export { rulesEngine } from './rules-engine';
export { createEngine, type EngineOptions } from './create-engine';
export type { LlmOptions } from './llm/client';
