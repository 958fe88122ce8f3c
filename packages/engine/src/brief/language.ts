// eld (the detector first chosen) is published as ES modules only, with an "import"-only exports map,
// so this CommonJS build cannot require it synchronously, and loading its n-gram tables costs ~400 ms.
// Briefs are long enough for function-word counting, which is deterministic and instant.
import data from './data/languages.json';
import { phraseKey } from '../text/phrases';

const STOPWORDS = data.stopwords as Record<string, string[]>;
const ACCENTS = data.accents as Record<string, string>;

// A word most languages share tells less than one only this language uses.
const WEIGHTS = new Map<string, Map<string, number>>();
for (const [lang, words] of Object.entries(STOPWORDS)) {
  const weights = new Map<string, number>();
  for (const word of words) {
    const sharedBy = Object.values(STOPWORDS).filter((list) => list.includes(word)).length;
    weights.set(word, 1 / sharedBy);
  }
  WEIGHTS.set(lang, weights);
}

const WORD = /[\p{L}']+/gu;

/** ISO 639-1 code of the text's language; English when nothing tells. */
export function detectLanguage(text: string): string {
  const sample = text.slice(0, 6000).toLowerCase();
  const scores = new Map<string, number>();
  for (const [word] of sample.matchAll(WORD)) {
    for (const [lang, weights] of WEIGHTS) {
      const weight = weights.get(word) ?? weights.get(phraseKey(word));
      if (weight) scores.set(lang, (scores.get(lang) ?? 0) + weight);
    }
  }
  for (const [lang, letters] of Object.entries(ACCENTS)) {
    let hits = 0;
    for (const char of sample) if (letters.includes(char)) hits += 1;
    scores.set(lang, (scores.get(lang) ?? 0) + Math.min(hits, 6) * 0.5);
  }
  let best = 'en';
  let bestScore = 0.5;
  for (const lang of Object.keys(STOPWORDS)) {
    const score = scores.get(lang) ?? 0;
    if (score > bestScore) {
      best = lang;
      bestScore = score;
    }
  }
  return best;
}
