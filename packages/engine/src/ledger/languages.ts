// How many target languages a translation request covers: "into all 4 languages", "a 4 idiomas",
// or the languages it lists ("Bahasa Indonesia, Thai, Vietnamese and Traditional Chinese").
import { phrases } from '../text/phrases';
import data from './data/languages.json';

const COUNTED =
  /(?<![\p{L}\d])(\d{1,2})\s+(?:target\s+)?(?:languages|langues|sprachen|idiomas|lenguas|lenguajes)(?![\p{L}])/iu;
const WORDS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
};
const COUNTED_WORD = new RegExp(
  `(?<![\\p{L}])(${Object.keys(WORDS).join('|')})\\s+(?:languages|langues|sprachen|idiomas|lenguas)(?![\\p{L}])`,
  'iu',
);
const NAMES = Object.entries(data.languages).map(([code, names]) => ({ code, matcher: phrases(names) }));

export function languageCount(text: string): number | null {
  const counted = COUNTED.exec(text)?.[1] ?? COUNTED_WORD.exec(text)?.[1]?.toLowerCase();
  if (counted) return WORDS[counted] ?? Number(counted);
  const named = NAMES.filter(({ matcher }) => matcher.test(text)).length;
  return named > 0 ? named : null;
}

// "Deutsch → Französisch und Deutsch → Italienisch", "English-to-Arabic", "del inglés al español":
// a language named after a link from another is a language translated into.
const LINK = /^[\s-]*(?:-{1,2}>|→|=>|>|to|into|nach|ins|vers|en|al|a|à)[\s-]*$/iu;

/** The languages a pair of languages translates into; 0 when the text names no pair. */
export function pairTargets(text: string): number {
  const spans = NAMES.flatMap(({ code, matcher }) =>
    matcher.all(text).map((span) => ({ code, ...span })),
  ).sort((a, b) => a.start - b.start);
  const targets = new Set(
    spans.filter((span, i) => i > 0 && LINK.test(text.slice((spans[i - 1] as typeof span).end, span.start))),
  );
  return new Set([...targets].map((span) => span.code)).size;
}
