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
