import type { AnalysisResult } from '../types';
import { cellsOf, proseOf, type ParsedDoc } from './parse';
import { clamp, type Part } from './part';
import { countNumbers, findActions, findAddress, findBenefits, findProof, total } from './terms';

const SIGNIFICANT_WORD = 4;
const PROOF_POINTS = 15;

function mentions(text: string, phrase: string): number {
  const needle = phrase.toLowerCase().trim();
  return needle ? text.split(needle).length - 1 : 0;
}

/** A deliverable counts as addressed when one of its significant words appears in the proposal. */
function covered(text: string, deliverable: string): boolean {
  const phrase = deliverable.toLowerCase().trim();
  const words = phrase.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= SIGNIFICANT_WORD);
  return (words.length ? words : [phrase]).some((word) => text.includes(word));
}

function clientFocus(text: string, analysis: AnalysisResult | null | undefined, part: Part): number {
  const name = analysis?.client.name;
  if (!name) {
    const address = total(findAddress(text));
    if (address < 5)
      part.suggestions.push('Speak to the client directly ("you", "your") about their situation.');
    return Math.min(20, address * 4);
  }
  const count = mentions(text, name);
  const industry = analysis.client.industry ? mentions(text, analysis.client.industry) > 0 : false;
  part.reasons.push(
    `The client is named ${count} times${industry ? ' and their industry is mentioned' : ''}.`,
  );
  if (count < 2)
    part.suggestions.push(`Name the client (${name}) and relate the proposal to their situation.`);
  return (count >= 2 ? 15 : count * 10) + (industry ? 5 : 0);
}

function deliverableFocus(
  text: string,
  doc: ParsedDoc,
  analysis: AnalysisResult | null | undefined,
  part: Part,
): number {
  const wanted = analysis?.deliverables ?? [];
  if (!wanted.length) {
    const items = doc.sections.filter((s) => s.id === 'scope').reduce((n, s) => n + s.prose.length, 0);
    return 20 * Math.min(1, items / 3);
  }
  const missing = wanted.filter((d) => !covered(text, d));
  if (missing.length) part.suggestions.push(`Address every requested deliverable: ${missing.join(', ')}.`);
  return 20 * (1 - missing.length / wanted.length);
}

/** Client-specific, concrete, outcome-oriented, with a clear call to action. */
export function persuasiveness(doc: ParsedDoc, analysis?: AnalysisResult | null): Part {
  const part: Part = { score: 0, reasons: [], suggestions: [] };
  const prose = proseOf(doc).join('\n');
  const text = `${doc.title ?? ''}\n${prose}\n${cellsOf(doc).join('\n')}`.toLowerCase();
  const numbers = countNumbers(text);
  if (numbers < 20) part.suggestions.push('Back the proposal with concrete figures: hours, amounts, dates.');
  const benefits = findBenefits(prose).size;
  if (benefits < 3)
    part.suggestions.push('Say what the client gains: outcomes and benefits, not only tasks.');
  const nextSteps = doc.sections.filter((s) => s.id === 'nextSteps');
  const actions = total(findActions(nextSteps.length ? nextSteps.flatMap((s) => s.prose).join('\n') : prose));
  if (!actions) part.suggestions.push('End with a clear call to action: who does what next, and when.');
  part.reasons.push(`${numbers} figures, ${benefits} benefit terms, ${actions ? 'a' : 'no'} call to action.`);
  // Evidence of past work is what a generated draft cannot honestly write: it is the room a
  // first draft leaves for the agency's own edit.
  const proof = total(findProof(prose));
  if (proof) part.reasons.push('It points to past work as evidence.');
  else part.suggestions.push('Add proof: a case study, a reference or a result from similar work.');
  const points =
    clientFocus(text, analysis, part) +
    deliverableFocus(text, doc, analysis, part) +
    Math.min(20, numbers) +
    Math.min(20, benefits * 7) +
    (nextSteps.some((s) => s.lists > 0) ? 10 : 0) +
    (actions ? 10 : 0) +
    Math.min(PROOF_POINTS, proof * 8);
  return { ...part, score: clamp((points * 100) / (100 + PROOF_POINTS)) };
}
