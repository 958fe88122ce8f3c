// Checks on the document as a buyer reads it: the sections a proposal needs, questions that ask
// what the brief already says (or too many of them), dates and words that are not in the client's
// language, sold-twice "Phase 2" lines, and lines that are fragments of sentences.
import type { AnalysisResult } from '@proposals/contracts';
import type { ProposalFacts } from '../types';
import { defect, type Defect } from './defects';

const HEADING = /^##\s+(.+)$/gmu;
const ISO_DATE = /(?<![\d-])20\d\d-[01]\d-[0-3]\d(?![\d-])/;
const BUDGET_QUESTION = /budget|presupuesto|enveloppe|rahmen/iu;
const DATE_QUESTION =
  /deadline|date driving|date (?:guide|qui)|termin, an dem|fecha que marque|échéance|plazo|launch date/iu;
const ENGLISH_WORDS = /\b(?:the|and|with|your|our|will|which|price|total|week|weeks)\b/giu;
const PHASE_TWO = /\bphase 2\s*[:–-]|\bphase ii\s*[:–-]/iu;
const MAX_QUESTIONS = 5;
const MIN_SECTIONS = 6;
// A rate card has no scope to price and no schedule: a summary, the rates, assumptions, next steps.
const MIN_RATE_CARD_SECTIONS = 4;

function questionsOf(markdown: string): string[] {
  const parts = markdown.split(/^##\s+/mu);
  const questions = parts.find((part) =>
    /^(?:open questions|questions|offene fragen|preguntas)/iu.test(part),
  );
  return (questions ?? '').split('\n').filter((line) => /^\s*(?:\d+\.|[-*])\s+.*\?/u.test(line));
}

export function structure(markdown: string, rateCard = false): Defect[] {
  const headings = [...markdown.matchAll(HEADING)].length;
  const minimum = rateCard ? MIN_RATE_CARD_SECTIONS : MIN_SECTIONS;
  const priced = /\|\s*---/.test(markdown);
  const defects: Defect[] = [];
  if (headings < minimum)
    defects.push(
      defect(
        'missing sections',
        'completeness',
        (minimum - headings) * 6,
        `The proposal has ${headings} sections.`,
        'Give it a summary, the scope, a dated plan, the price, assumptions and next steps.',
      ),
    );
  if (!priced)
    defects.push(
      defect(
        'missing sections',
        'completeness',
        20,
        'No itemised price table.',
        'Itemise the price line by line.',
      ),
    );
  if (!/^#\s+\S/mu.test(markdown))
    defects.push(
      defect(
        'missing sections',
        'clarity',
        4,
        'No title.',
        'Give the proposal a title that names the project.',
      ),
    );
  return defects;
}

export function staleQuestions(analysis: AnalysisResult | null | undefined, markdown: string): Defect[] {
  const questions = questionsOf(markdown);
  const defects: Defect[] = [];
  if (questions.length > MAX_QUESTIONS)
    defects.push(
      defect(
        'questions that ignore the brief',
        'clarity',
        2 * (questions.length - MAX_QUESTIONS),
        `${questions.length} open questions.`,
        'Ask at most five, each about a fact that changes price, scope or dates.',
      ),
    );
  if (analysis?.budget && questions.some((q) => BUDGET_QUESTION.test(q)))
    defects.push(
      defect(
        'questions that ignore the brief',
        'clarity',
        8,
        'A question asks for the budget the brief states.',
        'Remove questions the brief already answers.',
      ),
    );
  if (analysis?.deadline && questions.some((q) => DATE_QUESTION.test(q)))
    defects.push(
      defect(
        'questions that ignore the brief',
        'clarity',
        8,
        'A question asks for the deadline the brief states.',
        'Remove questions the brief already answers.',
      ),
    );
  return defects;
}

export function language(analysis: AnalysisResult | null | undefined, markdown: string): Defect[] {
  const defects: Defect[] = [];
  const lang = analysis?.language ?? 'en';
  if (lang !== 'en' && ISO_DATE.test(markdown))
    defects.push(
      defect(
        'template voice and leaked internals',
        'clarity',
        8,
        'Dates are written as YYYY-MM-DD in a non-English proposal.',
        "Write dates in the client's language.",
      ),
    );
  const english = lang === 'en' ? 0 : (markdown.match(ENGLISH_WORDS) ?? []).length;
  if (english > 6)
    defects.push(
      defect(
        'template voice and leaked internals',
        'clarity',
        Math.min(15, english),
        'English words inside a proposal in another language.',
        "Write the whole proposal in the client's language.",
      ),
    );
  if (PHASE_TWO.test(markdown))
    defects.push(
      defect(
        '"Phase 2: same item"',
        'persuasiveness',
        12,
        'Work is sold again as a "Phase 2".',
        'Offer complete deliverables as options instead.',
      ),
    );
  return defects;
}

/** Lines whose names are not a deliverable a buyer reads as one: a verb, a date, a fragment. */
export function fragments(proposal: ProposalFacts): Defect[] {
  const bad = proposal.pricingBreakdown.filter((line) => {
    const name = line.item.replace(/^\d+(?:\.\d+)*\s+/, '');
    return (
      name.split(/\s+/).length > 12 ||
      /^(?:and|or|to|for|et|ou|und|oder|y|o|que|which|that)\b/iu.test(name) ||
      /\d{4}-\d\d-\d\d/.test(name)
    );
  });
  return bad.map((line) =>
    defect(
      'non-deliverables priced',
      'clarity',
      6,
      `"${line.item}" does not read as a deliverable.`,
      'Name each line for the deliverable it is.',
    ),
  );
}
