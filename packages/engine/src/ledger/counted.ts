// A sentence with no request words may still ask for work by counting it per period ("Serían 8
// reels por mes tipo UGC", "Some blog content, maybe two, three posts a month, I dunno"): the
// request is the clauses from the work named to its count, not the asides around them.
import type { Language } from '@proposals/locale';
import type { ServiceMatch } from '../catalogue';
import { negated } from './negation';
import { quantityOf } from './quantity';
import { UNIT_SERVICES } from './cues';

// "We currently post 4 times a month": what the client does today, not what it asks for.
const NOW =
  /(?<![\p{L}])(?:currently|today|at the moment|right now|these days|actuellement|aujourd'hui|en ce moment|derzeit|aktuell|momentan|bisher|zurzeit|actualmente|hoy|ahora mismo)(?![\p{L}])/iu;
const CLAUSE_END = /[,;]\s+/gu;
// "6 Artikel im Monat schaffen wir ja nicht mal freizugeben": a count said in a negative asks for nothing.
const NOT =
  /(?<![\p{L}])(?:not|no|never|don't|nicht|kein\p{L}*|nie|pas|jamais|aucun\p{L}*|nunca|ningún|ninguna)(?![\p{L}])/iu;

export function countedPerPeriod(
  text: string,
  services: readonly ServiceMatch[],
  language: Language,
): { text: string; offset: number } | null {
  const first = services[0];
  if (!first || NOW.test(text) || negated(text, services)) return null;
  const ends = [...text.matchAll(CLAUSE_END)].map((m) => m.index ?? 0);
  const from = Math.max(
    0,
    ...ends.filter((end) => end < first.start).map((end) => text.indexOf(' ', end) + 1),
  );
  let clauseStart = from;
  for (const end of [...ends.filter((end) => end > first.start), text.length]) {
    const span = text.slice(from, end);
    // "maybe two, three posts a month": the count may sit in the last clause alone.
    const parts = clauseStart === from ? [span] : [span, text.slice(clauseStart, end)];
    const counted = parts
      .map((part) => quantityOf(part, language, null))
      .find((q) => q?.per && q.unit && q.value > 1);
    if (counted && !NOT.test(span)) return { text: span.trim(), offset: from };
    clauseStart = text.indexOf(' ', end) + 1;
  }
  return null;
}

/**
 * "ok so thinking 12 posts a month across insta + fb": no service named, but a count per period in a
 * unit that names one kind of work (data: unitServices) asks for it; the clause with the count.
 */
export function countedInUnit(text: string, language: Language): { text: string; offset: number } | null {
  if (NOW.test(text)) return null;
  let offset = 0;
  for (const clause of text.split(CLAUSE_END)) {
    const q = quantityOf(clause, language, null);
    if (q?.per && q.unit && q.value > 1 && UNIT_SERVICES[q.unit] && !NOT.test(clause))
      return { text: clause.trim(), offset: text.indexOf(clause, offset) };
    offset += clause.length;
  }
  return null;
}
