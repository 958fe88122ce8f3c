import { createLlmEngine, type FallbackHandler } from './llm/engine';
import type { LlmOptions } from './llm/client';
import { rulesEngine } from './rules-engine';
import type { Engine } from './types';

export interface EngineOptions {
  engine: 'rules' | 'llm';
  llm?: LlmOptions;
  onFallback?: FallbackHandler;
}

export function createEngine(options: EngineOptions): Engine {
  if (options.engine === 'rules') return rulesEngine;
  if (!options.llm) throw new Error('The llm engine needs llm options (baseUrl, model).');
  return createLlmEngine(options.llm, options.onFallback);
}
