import type { Category } from '@proposals/contracts';
import { phraseKey, phrasesRegex } from './analyze/keywords';
import data from './data/deliverables.json';

export type Language = 'en' | 'fr' | 'de' | 'es';
export const LANGUAGES: readonly Language[] = ['en', 'fr', 'de', 'es'];

export interface Hours {
  optimistic: number;
  likely: number;
  pessimistic: number;
}

/** One kind of deliverable: how briefs name it, who does it, how long it takes. */
export interface CatalogueEntry {
  id: string;
  category: Category;
  role: string;
  /** 1 core, 2 important, 3 nice to have: options are made from the highest numbers first. */
  priority: 1 | 2 | 3;
  label: Record<Language, string>;
  keywords: Record<Language, string[]>;
  hours: Hours;
}

export const CATALOGUE = data.deliverables as CatalogueEntry[];

export const isLanguage = (value: string): value is Language =>
  (LANGUAGES as readonly string[]).includes(value);

/** Finds catalogue keywords in text of one language; English terms count in every language. */
export interface CatalogueMatcher {
  /** Global: a match's group 1 is the keyword as written, without a plural ending. */
  regex: RegExp;
  entryOf(keyword: string): CatalogueEntry | undefined;
}

function buildMatcher(language: Language): CatalogueMatcher {
  const byKey = new Map<string, CatalogueEntry>();
  for (const lang of [language, ...LANGUAGES.filter((l) => l !== language)]) {
    for (const entry of CATALOGUE) {
      for (const keyword of entry.keywords[lang])
        if (!byKey.has(phraseKey(keyword))) byKey.set(phraseKey(keyword), entry);
    }
  }
  const keywords = CATALOGUE.flatMap((entry) => [...entry.keywords[language], ...entry.keywords.en]);
  const alternatives = phrasesRegex(keywords).source.replace(/\(\?!\[\\p\{L\}\\p\{N\}\]\)/g, '');
  // A short plural or case ending may follow a keyword ("apps", "Onlineshops", "Webseiten").
  const regex = new RegExp(`(${alternatives})(?:s|es|en|n|e)?(?![\\p{L}\\p{N}])`, 'giu');
  return { regex, entryOf: (keyword) => byKey.get(phraseKey(keyword)) };
}

const MATCHERS = new Map(LANGUAGES.map((language) => [language, buildMatcher(language)]));

export function catalogueMatcher(language: string): CatalogueMatcher {
  return MATCHERS.get(isLanguage(language) ? language : 'en') as CatalogueMatcher;
}

/** The catalogue entry a deliverable phrase (as analysis lists it) stands for, or undefined. */
export function matchDeliverable(phrase: string, language: Language): CatalogueEntry | undefined {
  const label = CATALOGUE.find((entry) =>
    LANGUAGES.some((lang) => entry.label[lang].toLowerCase() === phrase.toLowerCase()),
  );
  if (label) return label;
  const matcher = catalogueMatcher(language);
  let best: { keyword: string; entry: CatalogueEntry } | undefined;
  for (const match of phrase.matchAll(matcher.regex)) {
    const keyword = match[1] ?? '';
    const entry = matcher.entryOf(keyword);
    if (entry && (!best || keyword.length > best.keyword.length)) best = { keyword, entry };
  }
  return best?.entry;
}
