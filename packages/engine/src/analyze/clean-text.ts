// Briefs arrive as pasted email threads, HTML and Markdown. Cleaning keeps every line of content,
// including the quoted part of a forwarded thread (where the brief often is), and drops only the
// envelope: header lines, "On … wrote:" lines, markup and entities.

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  euro: '€',
  pound: '£',
  yen: '¥',
  ndash: '–',
  mdash: '—',
  rsquo: "'",
  lsquo: "'",
  rdquo: '"',
  ldquo: '"',
  hellip: '…',
  eacute: 'é',
  egrave: 'è',
  agrave: 'à',
  ccedil: 'ç',
  uuml: 'ü',
  ouml: 'ö',
  auml: 'ä',
  szlig: 'ß',
  ntilde: 'ñ',
};

const BLOCK_TAG =
  /<\/?(?:p|div|br|li|ul|ol|h[1-6]|tr|table|section|article|header|footer|blockquote)\b[^>]*>/gi;
const ANY_TAG = /<\/?[a-z][^>]*>|<!--[\s\S]*?-->/gi;
const ENTITY = /&(#x[0-9a-f]+|#\d+|[a-z]+);/gi;
const HEADER_LINE =
  /^\s*(?:from|sent|to|cc|bcc|date|de|envoyé|à|von|gesendet|an|datum|para|enviado|fecha|reply-to)\s*:.*$/i;
const SUBJECT_LINE = /^\s*(?:subject|objet|betreff|asunto)\s*:\s*/i;
const WROTE_LINE =
  /^\s*(?:on|le|am|el)\s.{0,120}(?:wrote|a écrit|schrieb|escribió)\s*:?\s*$|^-{2,}\s*(?:forwarded message|original message|message transféré|message d'origine|weitergeleitete nachricht|ursprüngliche nachricht|mensaje reenviado|mensaje original)\s*-*\s*$/i;

function decodeEntity(whole: string, body: string): string {
  if (body[0] === '#') {
    const code =
      body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : ' ';
  }
  return ENTITIES[body.toLowerCase()] ?? whole;
}

const LIST_MARK =
  /^\s*(?:[*\-•·–—]\s+|\d{1,2}(?:[.)]|(?:\.\d+)+\.?)\s+(?=\p{L})(?!(?:jan|feb|f[ée]v|m[äa]r|apr|avr|ma[iy]|jun|juin|jul|juil|aug|ao[uû]|sep|o[ck]t|nov|d[eé][cz])))/iu;

export interface Line {
  text: string;
  /** The line was a bullet or numbered item: a list states deliverables one per line. */
  listed: boolean;
  /** A Markdown heading: it names the list below it. */
  heading: boolean;
}

/** The content lines of a brief, cleaned, each remembering whether it was a list item. */
export function cleanLines(raw: string): Line[] {
  const text = raw
    .replace(/\r\n?/g, '\n')
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(BLOCK_TAG, '\n')
    .replace(ANY_TAG, ' ')
    .replace(ENTITY, decodeEntity)
    // Thousands are often spaced with no-break or thin spaces; one plain space is enough for parsing.
    .replace(/[\u00a0\u202f\u2007\u2009]/g, ' ')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d\u201e]/g, '"');
  const lines: Line[] = [];
  for (const rawLine of text.split('\n')) {
    const unquoted = rawLine.replace(/^(?:\s*>)+\s?/, '');
    const line = unquoted
      .replace(
        /^\s*(?:#{1,6}\s+|[*\-•·]\s+|\d{1,2}(?:\.\d+)*[.)]\s+(?!(?:jan|feb|f[ée]v|m[äa]r|apr|avr|ma[iy]|jun|juin|jul|juil|aug|ao[uû]|sep|o[ck]t|nov|d[eé][cz])))/i,
        '',
      )
      .replace(/\*\*|__|`/g, '')
      .replace(/[ \t]+/g, ' ')
      .trim();
    if (HEADER_LINE.test(line) || WROTE_LINE.test(line)) continue;
    lines.push({
      text: line.replace(SUBJECT_LINE, ''),
      listed: LIST_MARK.test(unquoted),
      heading: /^\s*#{1,6}\s/u.test(unquoted),
    });
  }
  return lines;
}

export function cleanText(raw: string): string {
  return cleanLines(raw)
    .map((line) => line.text)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export interface Segment {
  text: string;
  start: number;
}

/** Sentences with their offsets: a line break or a full stop before a capital ends one. */
export function sentencesOf(text: string): Segment[] {
  const segments: Segment[] = [];
  // "1. Oktober", "20. April": a full stop after a day number is an ordinal, not the end of a sentence.
  // "max. CHF 12'000", "ca. EUR 5.000": a full stop after an abbreviation does not end a sentence.
  const boundary =
    /\n+|(?<=[.!?…])(?<!(?:^|\D)\d{1,2}\.)(?<!(?<![\p{L}])(?:max|min|ca|approx|env|inkl|exkl|incl|excl|zzgl|vs|no|nr|mio|mrd|bzw|resp|p\.a|z\.b|e\.g|i\.e|etc)\.)\s+(?=[\p{Lu}¿¡"(])/giu;
  let start = 0;
  for (const match of text.matchAll(boundary)) {
    if (match.index > start) segments.push({ text: text.slice(start, match.index), start });
    start = match.index + match[0].length;
  }
  if (start < text.length) segments.push({ text: text.slice(start), start });
  return segments;
}

const CLAUSE_BREAK = /;|,?\s+(?:but|however|whereas|mais|cependant|aber|jedoch|pero|sin embargo)\s+/gi;

/** The clause of `sentence` around offset `at`: contrast words split what a brief wants from what it excludes. */
export function clauseAround(sentence: string, at: number): { text: string; start: number } {
  let start = 0;
  for (const match of sentence.matchAll(CLAUSE_BREAK)) {
    if (match.index >= at) return { text: sentence.slice(start, match.index), start };
    start = match.index + match[0].length;
  }
  return { text: sentence.slice(start), start };
}
