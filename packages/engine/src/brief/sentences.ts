// Sentences of one line: a full stop before a capital ends one, except after an ordinal day
// ("1. Oktober") or a common abbreviation ("max. CHF 12'000", "ca. EUR 5.000", "z. B.").
// Informal briefs start sentences in lower case ("looks dated. want something…"): after a word of
// three letters or more that is no abbreviation, a full stop ends a sentence before any letter.
const BOUNDARY = /[.!?…]+["')]?\s+(?=[\p{L}¿¡"(\d])/gu;
const ABBREVIATIONS = new Set(
  'max min ca approx env inkl exkl incl excl zzgl vs no nr mio mrd bzw resp a z e i etc dr mr mrs ms st sr sra mme m hr fr u ggf evtl bspw ref art abs ltd inc co corp dept tel n° rs bs gs'.split(
    ' ',
  ),
);

// "No. 12"; "L. 250,000" and "Q. 95,000", Honduras's lempiras and Guatemala's quetzales.
const NUMBER_SIGNS = new Set(['no', 'nr', 'l', 'q']);

export interface Span {
  text: string;
  /** Offset in the line. */
  start: number;
}

function endsSentence(line: string, at: number, next: string): boolean {
  const word = /([\p{L}\d°]+)[?!)"'\]]*$/u.exec(line.slice(0, at))?.[1] ?? '';
  if (/^\p{Ll}/u.test(next) && (line[at] === '.' ? word.length < 3 || /\d/.test(word) : false)) return false;
  if (line[at] !== '.') return true;
  if (/^\d{1,2}$/.test(word)) return false;
  // "No. 12" numbers; "…con Cintermex, eso no. Lo que necesitamos" says no.
  if (NUMBER_SIGNS.has(word.toLowerCase())) return !/\d/.test(next);
  return !ABBREVIATIONS.has(word.toLowerCase());
}

export function sentencesOf(line: string): Span[] {
  const spans: Span[] = [];
  let start = 0;
  for (const match of line.matchAll(BOUNDARY)) {
    if (!endsSentence(line, match.index, line[match.index + match[0].length] ?? '')) continue;
    const end = match.index + match[0].trimEnd().length;
    spans.push({ text: line.slice(start, end), start });
    start = match.index + match[0].length;
  }
  if (start < line.length) spans.push({ text: line.slice(start), start });
  return spans.filter((span) => span.text.trim());
}
