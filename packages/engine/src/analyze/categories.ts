// The categories of the work: those of the catalogue services the deliverables name (the first
// build weighs most), then the category words of the brief and its title when nothing is named.
import { CATEGORIES, type Category } from '@proposals/contracts';
import type { Language } from '@proposals/locale';
import type { Brief } from '../brief';
import { serviceById } from '../catalogue';
import type { Request } from '../ledger';
import data from '../ledger/data/categories.json';
import { distinctMatches as distinct, type PhraseMatcher } from '../text/matcher';
import { phrases } from '../text/phrases';

type Table = Record<string, Record<string, string[]>>;
const KEYWORDS = new Map<string, Map<Category, PhraseMatcher>>(
  (['en', 'fr', 'de', 'es'] as Language[]).map((language) => [
    language,
    new Map(
      Object.entries(data.keywords as Table).map(([category, words]) => [
        category as Category,
        phrases([...(words[language] ?? []), ...(words.en ?? [])]),
      ]),
    ),
  ]),
);

export function rankCategories(
  brief: Brief,
  ledger: readonly Request[],
): { name: Category; confidence: number }[] {
  const scores = new Map<Category, number>();
  const add = (category: Category, points: number) =>
    scores.set(category, (scores.get(category) ?? 0) + points);
  ledger
    .filter((r) => r.kind === 'deliverable')
    .forEach((row, index) => {
      const service = row.services.map(serviceById).find((s) => s);
      if (!service) return;
      const build = (service.components?.length ?? 0) > 0;
      add(service.category, (build ? 3 : 1) + (index === 0 ? 1 : 0));
    });
  if (scores.size === 0) {
    for (const [category, regex] of KEYWORDS.get(brief.language) ?? new Map<Category, PhraseMatcher>())
      add(category, Math.min(4, distinct(regex, brief.text) * 0.5 + distinct(regex, brief.title)));
  }
  const total = [...scores.values()].reduce((sum, score) => sum + score, 0);
  if (total === 0) return [{ name: 'other', confidence: 0.5 }];
  return CATEGORIES.filter((name) => (scores.get(name) ?? 0) > 0)
    .map((name) => ({ name, score: scores.get(name) ?? 0 }))
    .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name))
    .map(({ name, score }) => ({ name, confidence: Math.round((score / total) * 100) / 100 }));
}
