// Keyword lists live in data files as plain lower-case phrases; this turns them into matchers once.
// A phrase matches as whole words; "*" at its end accepts any word ending, at its start any compound
// prefix (German writes "Projektbudget"). Spaces and hyphens are interchangeable ("e-mail", "e mail").
import { PhraseMatcher } from './matcher';

export { PhraseMatcher, type Span } from './matcher';

const LETTER = '\\p{L}\\p{N}';

export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function phrasePattern(phrase: string): string {
  const prefix = phrase.endsWith('*');
  const core = phrase.replace(/^\*|\*$/g, '');
  const body = core
    .split(/[\s-]+/)
    .map(escapeRegex)
    .join('[\\s\\u2010\\u2011-]*');
  const wordEnd = /[\p{L}\p{N}]$/u.test(core) && !prefix ? `(?![${LETTER}])` : '';
  return `${body}${prefix ? `[${LETTER}]*` : ''}${wordEnd}`;
}

/** A matcher for phrases from a data file (see ./matcher for the rules). */
export const phrases = (list: readonly string[]): PhraseMatcher => new PhraseMatcher(list);

/**
 * The phrases as a regex source, longest first, for the few patterns that anchor them inside a
 * larger expression (a greeting at the start of a line).
 */
export function phrasesSource(list: readonly string[]): string {
  const sorted = [...new Set(list)].sort((a, b) => b.length - a.length || a.localeCompare(b));
  return sorted.map(phrasePattern).join('|');
}

/** Lower-case key for looking a matched span up: separators and case do not matter. */
export function phraseKey(text: string): string {
  return text.toLowerCase().replace(/[\s\u2010\u2011-]+/g, '');
}

/** Offset where the last match of `matcher` in `text` ends, or -1. */
export const lastMatchEnd = (matcher: PhraseMatcher, text: string): number => matcher.last(text)?.end ?? -1;

/** Offset where the last match of `matcher` in `text` starts, or -1. */
export const lastMatchStart = (matcher: PhraseMatcher, text: string): number =>
  matcher.last(text)?.start ?? -1;
