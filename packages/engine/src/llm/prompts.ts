import { schemas } from '@proposals/contracts';
import type { ChatMessage } from './client';

const analyzeSchema = {
  type: 'object',
  properties: { analysis: schemas.analysisResult, scope: schemas.scopeResult },
  required: ['analysis', 'scope'],
  additionalProperties: false,
} as const;

const STAGES = {
  analyze: {
    schema: analyzeSchema,
    task: 'Analyse the client brief: language, categories, deliverables, requirements, budget in integer cents, dates as YYYY-MM-DD resolved against createdAt in UTC, client, complexity, open questions; and the scope.',
  },
  generate: {
    schema: schemas.generationResult,
    task: "Write a priced, scheduled proposal for this analysed brief. Money is integer cents; line totals are hours × rate and add up to totalPriceMid; totalPriceLow ≤ totalPriceMid ≤ totalPriceHigh; stay within the budget and the deadline or say why not. The markdown is the full proposal in the brief's language.",
  },
  score: {
    schema: schemas.scoreResult,
    task: 'Score this Markdown proposal from 0 to 100 on clarity, completeness and persuasiveness, with an overall score, the reasons and concrete suggestions.',
  },
} as const;

export type Stage = keyof typeof STAGES;

export const ANALYZE_SCHEMA = analyzeSchema;

/** A system message with the task and the exact JSON Schema of the answer, and the input as the user message. */
export function messagesFor(stage: Stage, input: unknown): ChatMessage[] {
  const { task, schema } = STAGES[stage];
  return [
    {
      role: 'system',
      content: `You are a proposal writer at a digital agency. ${task}\nAnswer with one JSON object, nothing else, valid against this JSON Schema:\n${JSON.stringify(schema)}`,
    },
    { role: 'user', content: JSON.stringify(input) },
  ];
}
