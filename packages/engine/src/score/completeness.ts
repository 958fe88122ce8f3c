import sections from '../data/sections.json';
import type { AnalysisResult } from '../types';
import type { ParsedDoc, Section, SectionId } from './parse';
import { clamp, type Part } from './part';
import { countDates, hasMoney } from './terms';

const EXPECTED = sections.expected as SectionId[];
const NAMES: Record<SectionId, string> = sections.names;

const bodyOf = (section: Section): string => [...section.prose, ...section.tables.flat(2)].join(' ');

const SECTION_POINTS = 72;
// Less than the section itself is worth: removing the questions must never score higher.
const QUESTION_POINTS_MAX = 4;

/**
 * Expected sections present with content (open questions too when the analysis has some), a
 * priced table with a total, a dated schedule.
 */
export function completeness(doc: ParsedDoc, analysis?: AnalysisResult | null): Part {
  const reasons: string[] = [];
  const suggestions: string[] = [];
  const find = (id: SectionId) => doc.sections.filter((s) => s.id === id);
  let score = doc.title ? 4 : 0;
  if (!doc.title) suggestions.push('Give the proposal a title (a first-level heading).');
  const missing: string[] = [];
  const expected: SectionId[] = analysis?.openQuestions.length ? [...EXPECTED, 'questions'] : EXPECTED;
  const points = SECTION_POINTS / expected.length;
  for (const id of expected) {
    const found = find(id);
    if (found.some((s) => bodyOf(s).trim())) score += points;
    else {
      score += found.length ? points / 3 : 0;
      missing.push(NAMES[id]);
    }
  }
  if (missing.length) {
    reasons.push(`Missing or empty sections: ${missing.join(', ')}.`);
    suggestions.push(...missing.map((name) => `Add a "${name}" section.`));
  } else reasons.push('All expected sections are present.');

  const pricing = find('investment');
  const tables = (pricing.length ? pricing : doc.sections).flatMap((s) => s.tables);
  const pricedTable = tables.some((table) => table.flat().filter(hasMoney).length >= 2);
  score += pricedTable ? 10 : tables.length ? 3 : 0;
  if (pricing.some((s) => hasMoney(bodyOf(s)))) score += 4;
  if (pricedTable) reasons.push('The investment is itemised with amounts.');
  else suggestions.push('Add a pricing table with hours, rates and amounts for each item, and the total.');

  // Listing the questions beats hiding them, but a proposal is final once they are settled.
  const open = find('questions').flatMap((s) => s.prose.filter((line) => line.trim().endsWith('?')));
  if (open.length) {
    score -= Math.min(QUESTION_POINTS_MAX, open.length);
    reasons.push(`${open.length} open question${open.length === 1 ? ' is' : 's are'} still to be settled.`);
    suggestions.push(
      'Settle the open questions with the client and fold the answers into scope and assumptions.',
    );
  }

  const timeline = find('timeline');
  const dates = timeline.reduce((sum, s) => sum + countDates(bodyOf(s)), 0);
  score += dates >= 2 ? 6 : 0;
  score += timeline.some((s) => s.tables.length > 0 || s.lists > 0) ? 4 : 0;
  if (dates >= 2) reasons.push('The timeline gives dates.');
  else suggestions.push('Give each milestone of the timeline a start and end date.');
  return { score: clamp(score), reasons, suggestions };
}
