// Finding keyword phrases in a brief without regular expressions. A regex alternation of a thousand
// Unicode phrases is slow to compile (V8 recompiles it after idle garbage collections) and slow to
// run (every branch is tried at every word start); here phrases are bucketed by their first
// character and compared on a lower-cased copy of the text, so a lookup costs a few string
// comparisons per word. The rules are those of the data files: whole words, spaces and hyphens
// interchangeable ("e-mail", "e mail", "email"), "*" at the end for any word ending, "*" at the start
// for a compound prefix ("*budget" finds "Projektbudget").

export interface Span {
  start: number;
  end: number;
}

interface Entry {
  tokens: string[];
  /** What must follow: a word end, any word ending ("*" suffix), or nothing (the phrase ends in a sign). */
  tail: 'word' | 'suffix' | 'none';
}

interface Prepared {
  text: string;
  lower: string;
  word: Uint8Array;
}

const WORD_CHAR = /[\p{L}\p{N}]/u;
const wordCache = new Map<number, boolean>();

function isWordCode(code: number): boolean {
  if (code < 128)
    return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  let known = wordCache.get(code);
  if (known === undefined) {
    known = WORD_CHAR.test(String.fromCharCode(code));
    wordCache.set(code, known);
  }
  return known;
}

const isSeparator = (code: number): boolean =>
  code === 32 ||
  code === 9 ||
  code === 10 ||
  code === 13 ||
  code === 160 ||
  code === 45 ||
  code === 0x2010 ||
  code === 0x2011;

// Every matcher reads the same text many times in a row: prepare it once.
let last: Prepared | null = null;

function prepare(text: string): Prepared {
  if (last && last.text === text) return last;
  // Lower-casing must keep offsets: where a character's lower case is longer ("İ"), it stays as it is.
  let lower = text.toLowerCase();
  if (lower.length !== text.length)
    lower = [...text]
      .map((char) => (char.toLowerCase().length === char.length ? char.toLowerCase() : char))
      .join('');
  const word = new Uint8Array(text.length + 1);
  for (let i = 0; i < text.length; i += 1) word[i] = isWordCode(text.charCodeAt(i)) ? 1 : 0;
  last = { text, lower, word };
  return last;
}

function entryOf(phrase: string): { entry: Entry; compound: boolean } {
  const compound = phrase.startsWith('*');
  const suffix = phrase.endsWith('*') && phrase.length > 1;
  const core = phrase.replace(/^\*|\*$/g, '').toLowerCase();
  const tokens = core.split(/[\s\u2010\u2011-]+/).filter(Boolean);
  const endsInWord = /[\p{L}\p{N}]$/u.test(core);
  return { entry: { tokens, tail: suffix ? 'suffix' : endsInWord ? 'word' : 'none' }, compound };
}

export class PhraseMatcher {
  private readonly atWordStart = new Map<string, Entry[]>();
  private readonly anywhere = new Map<string, Entry[]>();
  private readonly compounds = new Map<string, Entry[]>();
  private readonly endings: string[];

  /** `endings`: short endings a phrase may take before its word ends ("apps", "Webseiten"). */
  constructor(phrases: readonly string[], endings: readonly string[] = []) {
    this.endings = [...endings, ''];
    const sorted = [...new Set(phrases)].sort((a, b) => b.length - a.length || a.localeCompare(b));
    for (const phrase of sorted) {
      const { entry, compound } = entryOf(phrase);
      const first = entry.tokens[0]?.[0];
      if (!first) continue;
      const bucket = compound ? this.compounds : WORD_CHAR.test(first) ? this.atWordStart : this.anywhere;
      bucket.set(first, [...(bucket.get(first) ?? []), entry]);
    }
  }

  /** The end of `entry` matched at `at`, or -1. */
  private endOf(p: Prepared, entry: Entry, at: number): number {
    let q = at;
    for (let i = 0; i < entry.tokens.length; i += 1) {
      if (i > 0) while (q < p.lower.length && isSeparator(p.lower.charCodeAt(q))) q += 1;
      const token = entry.tokens[i] as string;
      if (!p.lower.startsWith(token, q)) return -1;
      q += token.length;
    }
    if (entry.tail === 'suffix') {
      while (q < p.lower.length && p.word[q]) q += 1;
      return q;
    }
    if (entry.tail === 'none') return q;
    for (const ending of this.endings) {
      const end = q + ending.length;
      if ((ending === '' || p.lower.startsWith(ending, q)) && !p.word[end]) return end;
    }
    return -1;
  }

  private matchAt(p: Prepared, at: number): number {
    const char = p.lower[at] as string;
    const wordStart = p.word[at] === 1 && (at === 0 || p.word[at - 1] === 0);
    if (wordStart)
      for (const entry of this.atWordStart.get(char) ?? []) {
        const end = this.endOf(p, entry, at);
        if (end >= 0) return end;
      }
    for (const entry of this.anywhere.get(char) ?? []) {
      const end = this.endOf(p, entry, at);
      if (end >= 0) return end;
    }
    if (wordStart && this.compounds.size)
      for (let inner = at; inner < p.lower.length && p.word[inner]; inner += 1)
        for (const entry of this.compounds.get(p.lower[inner] as string) ?? []) {
          const end = this.endOf(p, entry, inner);
          if (end >= 0) return end;
        }
    return -1;
  }

  /** The leftmost match at or after `from`, the longest phrase where several start there. */
  first(text: string, from = 0): Span | null {
    const p = prepare(text);
    for (let at = from; at < p.lower.length; at += 1) {
      const end = this.matchAt(p, at);
      if (end >= 0) return { start: at, end };
    }
    return null;
  }

  test(text: string): boolean {
    return this.first(text) !== null;
  }

  /** Every match, left to right, none overlapping. */
  all(text: string): Span[] {
    const found: Span[] = [];
    let from = 0;
    for (let span = this.first(text, from); span; span = this.first(text, from)) {
      found.push(span);
      from = Math.max(span.end, span.start + 1);
    }
    return found;
  }

  /** The last match, or null. */
  last(text: string): Span | null {
    return this.all(text).at(-1) ?? null;
  }
}

/** Distinct phrases found, as the lower-cased words matched. */
export const distinctMatches = (matcher: PhraseMatcher, text: string): number =>
  new Set(matcher.all(text).map((span) => text.slice(span.start, span.end).toLowerCase())).size;
