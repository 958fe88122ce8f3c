import sections from '../data/sections.json';
import { proseOf, sentencesOf, wordsOf, type ParsedDoc } from './parse';
import { clamp, type Part } from './part';
import { findFiller, findVague, total } from './terms';

const GOOD_SENTENCE_WORDS = 18;
const BAD_SENTENCE_WORDS = 35;
const LONG_SENTENCE_WORDS = 30;
const MIN_REPEATED_WORDS = 4;
const SUBSTANTIAL_SENTENCES = 10;

function repeatedSentences(sentences: readonly string[]): number {
  const seen = new Set<string>();
  let repeats = 0;
  for (const sentence of sentences) {
    const key = sentence
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
    if (key.split(' ').length < MIN_REPEATED_WORDS) continue;
    if (seen.has(key)) repeats += 1;
    seen.add(key);
  }
  return repeats;
}

/** Structure, sentence length, vague words, padding. */
export function clarity(doc: ParsedDoc): Part {
  const reasons: string[] = [];
  const suggestions: string[] = [];
  const recognised = new Set(doc.sections.map((s) => s.id).filter(Boolean)).size;
  const structure = (doc.title ? 6 : 0) + 24 * Math.min(1, recognised / sections.expected.length);
  reasons.push(`${recognised} recognised sections${doc.title ? ' under a title' : ', no title'}.`);

  const prose = proseOf(doc);
  const sentences = sentencesOf(prose);
  const lengths = sentences.map((s) => wordsOf(s).length);
  const average = lengths.length ? lengths.reduce((a, b) => a + b, 0) / lengths.length : BAD_SENTENCE_WORDS;
  const longShare = lengths.length
    ? lengths.filter((n) => n > LONG_SENTENCE_WORDS).length / lengths.length
    : 1;
  const flow = Math.min(
    1,
    Math.max(0, (BAD_SENTENCE_WORDS - average) / (BAD_SENTENCE_WORDS - GOOD_SENTENCE_WORDS)),
  );
  const readability = 15 * flow + 10 * (1 - Math.min(1, longShare * 4));
  reasons.push(`Sentences average ${Math.round(average)} words.`);
  if (average > GOOD_SENTENCE_WORDS || longShare > 0)
    suggestions.push(`Shorten sentences to under ${GOOD_SENTENCE_WORDS} words on average.`);

  const text = prose.join('\n');
  const vague = findVague(text);
  const vagueCount = total(vague);
  if (vagueCount) {
    reasons.push(`${vagueCount} vague or inflated terms (${[...vague.keys()].join(', ')}).`);
    suggestions.push('Replace vague words with specific deliverables, numbers and dates.');
  }
  const padding = total(findFiller(text)) + repeatedSentences(sentences);
  if (padding) {
    reasons.push(`${padding} filler phrases or repeated sentences.`);
    suggestions.push('Cut filler phrases and sentences that repeat what was already said.');
  }
  // Being free of vague words and padding is worth little in a text that says almost nothing.
  const substance = Math.min(1, sentences.length / SUBSTANTIAL_SENTENCES);
  const plainness = substance * (Math.max(0, 25 - 5 * vagueCount) + Math.max(0, 20 - 5 * padding));
  const score = structure + readability + plainness;
  return { score: clamp(score), reasons, suggestions };
}
