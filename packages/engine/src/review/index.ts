// The review step: the defects a buyer would see in a proposal, each named, costed and mended.
// Scoring is this review made measurable; generation can run it on its own draft.
import type { ScoreInput } from '../types';
import type { Defect } from './defects';
import { budgetIgnored, deadlineIgnored, wrongModel } from './fit';
import { doublePricing, quantitiesIgnored, uncovered, ungrounded } from './lines';
import { reading } from './reading';
import { risks } from './risk';
import { fragments, language, staleQuestions, structure } from './writing';

export type { Defect, Part } from './defects';

export function reviewProposal(input: ScoreInput): Defect[] {
  const { markdown, analysis, proposal, brief } = input;
  // A rate card quotes units for jobs ordered later: no total to hold against the budget, no
  // schedule against the deadline.
  const rateCard = (analysis?.engagement?.rateCard?.length ?? 0) > 0;
  const document = [
    ...structure(markdown, rateCard),
    ...staleQuestions(analysis, markdown),
    ...language(analysis, markdown),
  ];
  if (!proposal) return document;
  const priced = [...ungrounded(proposal, brief), ...doublePricing(proposal), ...fragments(proposal)];
  if (!analysis) return [...document, ...priced];
  return [
    ...document,
    ...priced,
    ...uncovered(analysis, proposal),
    ...quantitiesIgnored(analysis, proposal),
    ...(rateCard
      ? []
      : [...budgetIgnored(analysis, proposal, markdown), ...deadlineIgnored(analysis, proposal)]),
    ...wrongModel(analysis, proposal),
    ...reading(analysis),
    ...risks(analysis, proposal, brief),
  ];
}
