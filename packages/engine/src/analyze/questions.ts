// What the proposal writer still has to ask, in the brief's language when the table has it.
import type { Budget } from '@proposals/contracts';
import data from '../data/questions.json';
import type { DatesFound } from './dates';
import type { Found } from './deliverables';

type Key = keyof typeof data.questions;

const BUILT_CATEGORIES = new Set(['web', 'ecommerce', 'mobile', 'ai', 'data']);
const CONTENT_ENTRIES = new Set([
  'copywriting',
  'content-creation',
  'blog-articles',
  'translation',
  'photo-shoot',
]);
const HOSTING = /host|héberg|alojad|alojamiento|cloud|aws|azure|server|serveur/i;

export interface QuestionFacts {
  language: string;
  budget: Budget | null;
  dates: DatesFound;
  deliverables: Found[];
  requirements: string[];
  clientName: string | null;
}

export function openQuestions(facts: QuestionFacts): string[] {
  const ids = new Set(facts.deliverables.map(({ entry }) => entry.id));
  const builds = facts.deliverables.some(({ entry }) => BUILT_CATEGORIES.has(entry.category));
  const keys: Key[] = [];
  if (!facts.budget) keys.push('budget');
  if (!facts.dates.deadline) keys.push('deadline');
  else if (!facts.dates.startDate) keys.push('start');
  if (facts.deliverables.length === 0) keys.push('scope');
  if (builds && ![...ids].some((id) => CONTENT_ENTRIES.has(id))) keys.push('content');
  if (builds && !facts.requirements.some((requirement) => HOSTING.test(requirement))) keys.push('hosting');
  if (ids.has('api-integration')) keys.push('integrations');
  if (ids.has('translation')) keys.push('translation');
  if (!facts.clientName) keys.push('client');
  return keys.map((key) => {
    const phrases = data.questions[key] as Record<string, string>;
    return phrases[facts.language] ?? phrases.en ?? key;
  });
}
