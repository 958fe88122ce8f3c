// The questions a proposal still has to ask: only facts the brief leaves open that would change the
// price, the scope or the dates, never what it states, and never more than five.
import type { Language } from '@proposals/locale';
import { UNITS } from '../catalogue';
import data from './questions.json';

type Key = keyof typeof data.questions;

export interface QuestionContext {
  language: Language;
  hasBudget: boolean;
  hasDeadline: boolean;
  /** Retainers and discoveries ask their own way; events have their date. */
  asksForDates: boolean;
  /** A unit-priced line whose quantity the brief does not state, with the quantity assumed. */
  assumedQuantity: { item: string; unit: string; quantity: string } | null;
  /** A build whose content nobody said they would supply. */
  contentOpen: boolean;
  /** The first undecided request. */
  undecided: string | null;
  /** A site moves from a platform the client has. */
  moving: boolean;
}

const MAX_QUESTIONS = 5;

const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

export function openQuestions(ctx: QuestionContext): string[] {
  const ask = (key: Key, values: Record<string, string> = {}) =>
    fill(data.questions[key][ctx.language], values);
  const questions: string[] = [];
  if (!ctx.hasBudget) questions.push(ask('budget'));
  if (!ctx.hasDeadline && ctx.asksForDates) questions.push(ask('deadline'));
  if (ctx.assumedQuantity) questions.push(ask('quantity', ctx.assumedQuantity));
  if (ctx.contentOpen) questions.push(ask('content'));
  if (ctx.undecided) questions.push(ask('option', { item: ctx.undecided }));
  if (ctx.moving) questions.push(ask('domain'));
  return questions.slice(0, MAX_QUESTIONS);
}

/** Whether an analysis's questions ask this one (its words before the first blank). */
export const asksAbout = (questions: readonly string[], key: Key, language: Language): boolean => {
  const lead = data.questions[key][language].split('{')[0] as string;
  return questions.some((question) => question.startsWith(lead));
};

// "40 micro-videos", "2,500 participants", "34 players": a figure a few words before the unit's word.
const COUNT_BEFORE = /\d[\d.,' ]*\s+(?:\p{L}+[\s-]+){0,2}$/u;

/** Whether the brief counts the work in this unit already, though the reading missed it. */
export function statesCount(text: string, unit: string, language: Language): boolean {
  const words = new Set([...(UNITS[unit]?.words[language] ?? []), ...(UNITS[unit]?.words.en ?? [])]);
  for (const match of text.matchAll(/\p{L}+/gu)) {
    if (
      words.has(match[0].toLowerCase()) &&
      COUNT_BEFORE.test(text.slice(Math.max(0, match.index - 40), match.index))
    )
      return true;
  }
  return false;
}
