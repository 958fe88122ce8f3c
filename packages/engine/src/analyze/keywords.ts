// Keyword lists live in data files as plain lower-case phrases; this turns them into regexes once.
// A phrase matches as whole words; "*" at its end accepts any word ending, at its start any compound
// prefix (German writes "Projektbudget"). Spaces and hyphens are interchangeable ("e-mail", "e mail").

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

const byLength = (phrases: readonly string[]): string[] =>
  [...new Set(phrases)].sort((a, b) => b.length - a.length || a.localeCompare(b));

/**
 * One regex matching any of the phrases, longest first so the most specific phrase wins. The
 * word-start check is written once for all phrases rather than per phrase: the regex engine then
 * tries the alternatives only at word starts, which keeps long keyword lists fast.
 */
export function phrasesRegex(phrases: readonly string[], flags = 'giu'): RegExp {
  const sorted = byLength(phrases);
  const compound = sorted.filter((p) => p.startsWith('*')).map((p) => phrasePattern(p.slice(1)));
  const words = sorted.filter((p) => !p.startsWith('*') && /^[\p{L}\p{N}]/u.test(p)).map(phrasePattern);
  const others = sorted.filter((p) => !p.startsWith('*') && !/^[\p{L}\p{N}]/u.test(p)).map(phrasePattern);
  const parts = [
    words.length ? `(?<![${LETTER}])(?:${words.join('|')})` : '',
    others.length ? `(?:${others.join('|')})` : '',
    compound.length ? `(?<![${LETTER}])[${LETTER}]*?(?:${compound.join('|')})` : '',
  ].filter(Boolean);
  return new RegExp(parts.length ? parts.join('|') : '(?!)', flags);
}

/** Lower-case key for looking a matched span up: separators and case do not matter. */
export function phraseKey(text: string): string {
  return text.toLowerCase().replace(/[\s\u2010\u2011-]+/g, '');
}

/** Offset of the last match of `regex` in `text`, or -1; `regex` must be global. */
export function lastMatchEnd(regex: RegExp, text: string): number {
  let end = -1;
  for (const match of text.matchAll(regex)) end = match.index + match[0].length;
  return end;
}
