// Category confidence: the deliverables weigh most (a core deliverable more than a nice-to-have, the
// first one named a little more), then the category words of the brief, doubled in its title.
import { CATEGORIES, type Category } from '@proposals/contracts';
import data from '../data/categories.json';
import { phrasesRegex } from './keywords';
import type { Found } from './deliverables';

type Table = Record<string, Record<string, string[]>>;
const TABLE = data.keywords as Table;

const REGEXES = new Map<string, Map<Category, RegExp>>();
for (const language of ['en', 'fr', 'de', 'es']) {
  const byCategory = new Map<Category, RegExp>();
  for (const [category, words] of Object.entries(TABLE)) {
    byCategory.set(category as Category, phrasesRegex([...(words[language] ?? []), ...(words.en ?? [])]));
  }
  REGEXES.set(language, byCategory);
}

const PRIORITY_WEIGHT = { 1: 3, 2: 2, 3: 1 } as const;
// Many mentions of one word should not outvote a deliverable.
const MAX_WORD_SCORE = 4;

function wordScore(regex: RegExp, text: string): number {
  const distinct = new Set([...text.matchAll(regex)].map((match) => match[0].toLowerCase()));
  return distinct.size * 0.5;
}

/** A deliverable the catalogue does not know still says what kind of work it is by its words. */
const STATED_WEIGHT = 1;

/** How many of the phrases (joined by newlines in `joined`) the regex matches, in one scan. */
function phrasesMatching(regex: RegExp, joined: string, phrases: readonly string[]): number {
  if (phrases.length === 0) return 0;
  const ends: number[] = [];
  phrases.reduce((at, phrase) => (ends.push(at + phrase.length), at + phrase.length + 1), 0);
  const hit = new Set([...joined.matchAll(regex)].map((m) => ends.findIndex((end) => m.index < end)));
  return hit.size;
}

export function rankCategories(
  text: string,
  title: string,
  language: string,
  deliverables: Found[],
  stated: readonly string[] = [],
): { name: Category; confidence: number }[] {
  const scores = new Map<Category, number>();
  const statedText = stated.join('\n');
  const add = (category: Category, points: number) =>
    scores.set(category, (scores.get(category) ?? 0) + points);
  deliverables.forEach(({ entry }, index) =>
    add(entry.category, PRIORITY_WEIGHT[entry.priority] + (index === 0 ? 1 : 0)),
  );
  for (const [category, regex] of REGEXES.get(language) ?? (REGEXES.get('en') as Map<Category, RegExp>)) {
    add(category, Math.min(MAX_WORD_SCORE, wordScore(regex, text) + 2 * wordScore(regex, title)));
    add(category, STATED_WEIGHT * phrasesMatching(regex, statedText, stated));
  }
  const total = [...scores.values()].reduce((sum, score) => sum + score, 0);
  if (total === 0) return [{ name: 'other', confidence: 0.5 }];
  return CATEGORIES.filter((name) => (scores.get(name) ?? 0) > 0)
    .map((name) => ({ name, score: scores.get(name) ?? 0 }))
    .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name))
    .map(({ name, score }) => ({ name, confidence: Math.round((score / total) * 100) / 100 }));
}
