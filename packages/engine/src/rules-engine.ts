import { analyzeBrief } from './analyze';
import { generateProposal } from './generate';
import { scoreProposal } from './score';
import type { Engine } from './types';

/** The built-in engine: pure functions, no network, the same output for the same input. */
export const rulesEngine: Engine = {
  name: 'rules',
  analyze: async (input) => analyzeBrief(input),
  generate: async (input) => generateProposal(input),
  score: async (input) => scoreProposal(input),
};
