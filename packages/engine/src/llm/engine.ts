import { rulesEngine } from '../rules-engine';
import type { Engine } from '../types';
import { chatJson, type LlmOptions } from './client';
import { messagesFor, type Stage } from './prompts';
import { toAnalysis, toGeneration, toScore } from './validate';

export type FallbackHandler = (stage: string, error: Error) => void;

/**
 * The LLM engine: each stage asks the model and validates its answer; any failure (network,
 * timeout, bad JSON, schema) answers with the rules engine instead and is reported to `onFallback`.
 */
export function createLlmEngine(options: LlmOptions, onFallback?: FallbackHandler): Engine {
  async function ask<I, O>(
    stage: Stage,
    input: I,
    parse: (value: unknown) => O,
    fallback: (input: I) => Promise<O>,
  ): Promise<O> {
    try {
      return parse(await chatJson(options, messagesFor(stage, input)));
    } catch (error) {
      onFallback?.(stage, error instanceof Error ? error : new Error(String(error)));
      return fallback(input);
    }
  }
  return {
    name: 'llm',
    analyze: (input) => ask('analyze', input, toAnalysis, rulesEngine.analyze),
    generate: (input) => ask('generate', input, toGeneration, rulesEngine.generate),
    score: (input) => ask('score', input, toScore, rulesEngine.score),
  };
}
