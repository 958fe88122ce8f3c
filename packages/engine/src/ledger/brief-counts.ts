// Counts the brief gives away from the request: "gérer les trois comptes : 12 publications par mois
// et par compte" is made for each account; an event's logistics are for its headcount.
import type { Brief } from '../brief';
import { serviceById } from '../catalogue';
import type { Request } from './index';
import { quantityOf, unitOfWord } from './quantity';
import { beforeList } from './things';
import { countedIn, eachUnit, lineOf } from './volumes';

const PER_THING =
  /(?<![\p{L}])(?:per|each|every|par|pour chaque|chaque|pro|je|por|cada|para cada)\s+(\p{L}{3,})/giu;
const LEADING_PER_THING = new RegExp(`^${PER_THING.source}`, 'iu');
// "par mois", "per week": how often, not for what; "per language" is the row's languages, priced apart.
const PERIODS = new Set(['month', 'week', 'year', 'day', 'hour', 'minute', 'language']);

/** The largest count in `unit` (or `alike`) the brief states outside any period ("les trois comptes"). */
export function countInBrief(brief: Brief, unit: string, alike: readonly string[] = []): number {
  const texts = [
    ...brief.subjects,
    ...brief.lines
      .filter((line) => line.text && (line.part === 'body' || line.part === 'field'))
      .map((l) => l.text),
  ];
  const counts = texts
    .map((text) => quantityOf(text, brief.language, unit))
    .flatMap((q) => (q && q.per === null && [unit, ...alike].includes(q.unit ?? '') ? [q.value] : []));
  // "Standorte: Oldenburg, Bad Zwischenahn, Westerstede": a field naming them, one by one.
  const named = brief.lines.flatMap((line) =>
    line.field && unitOfWord(line.field.label.split(/\s+/).at(-1) ?? '', brief.language) === unit
      ? [(line.field.value.split(/[.;:]\s/)[0] ?? '').split(/,|\s+(?:and|et|und|y)\s+/).length]
      : [],
  );
  return Math.max(0, ...counts, ...named);
}

// "per product": English counts "product" in its plural only ("50 product photos" counts photos).
const unitOfThing = (word: string, language: Brief['language']): string | null =>
  unitOfWord(word, language) ?? unitOfWord(`${word}s`, language);

/** "… et par compte (photos / carrousels / reels)": a row that only says for what each is made qualifies the one before. */
function qualifiesPrevious(row: Request, previous: Request | undefined, brief: Brief): boolean {
  const lead = LEADING_PER_THING.exec(row.text);
  const unit = lead ? unitOfThing(lead[1] as string, brief.language) : null;
  return previous?.kind === 'deliverable' && unit !== null && !PERIODS.has(unit);
}

/** The line that opens the list a line stands in ("Pro Standort brauchen wir:"), else ''. */
function leadOf(brief: Brief, at: number): string {
  for (let i = at - 1; i >= 0; i -= 1) {
    const line = brief.lines[i];
    if (!line || line.message !== brief.lines[at]?.message) return '';
    if (!line.listed && line.text) return /:\s*$/.test(line.text) ? line.text : '';
  }
  return '';
}

/**
 * The row's own clause and the rest of its sentence, up to a list it introduces: "… cotízalo por
 * foto" in the next sentence is about other work, and "25-30 pages: home, about, a page for each location" counts the
 * location pages among the 30, not 30 for each location.
 */
function sentenceFrom(line: string, text: string, others: readonly string[]): string {
  const at = line.indexOf(text);
  if (at < 0) return '';
  // "translation of all 40 pages into isiZulu, and SEO meta descriptions per page": the next
  // request's words are its own.
  const next = others
    .map((other) => line.indexOf(other, at + text.length))
    .filter((i) => i >= 0)
    .reduce((first, i) => Math.min(first, i), line.length);
  const rest = line.slice(at, next);
  const end = rest.slice(text.length).search(/[.!?](?:\s|$)/u);
  return `${leadingClause(line.slice(0, at))}${beforeList(end < 0 ? rest : rest.slice(0, text.length + end))}`;
}

// "For each variety we need 3 shots", "Pour chaque référence : 4 angles": the clause that leads into
// the row, back to its sentence's start or the last comma, says for what each is made.
const leadingClause = (before: string): string =>
  before.split(/[.!?;,]\s|\s(?:and|et|und|y)\s/u).at(-1) ?? '';

// "36,000 English source words" is no count of languages: what work is made for each of is a handful
// of languages, sites or products, not tens of thousands.
const MAX_THINGS = 500;

// "SEO meta descriptions per page" beside "40 web pages": withCountsPerEach has counted it already.
const countedPerEach = (row: Request, unit: string, ledger: readonly Request[], brief: Brief): boolean =>
  eachUnit(row, brief.language) === unit && countedIn(unit, row, ledger) !== undefined;

export function withCountsPerThing(ledger: Request[], brief: Brief): Request[] {
  const kept = ledger.filter(
    (row, i) => !(row.kind === 'deliverable' && qualifiesPrevious(row, ledger[i - 1], brief)),
  );
  // Each unit's count is read from the brief once, however many rows are made for each of it.
  const counts = new Map<string, number>();
  const countOf = (unit: string) =>
    counts.get(unit) ?? counts.set(unit, countInBrief(brief, unit)).get(unit) ?? 0;
  return kept.map((row) => {
    if (row.kind !== 'deliverable' || row.quantity === null) return row;
    const at = lineOf(row, brief);
    const line = brief.lines[at]?.text ?? '';
    // "Pro Standort brauchen wir:" over a list: each item is made for each of them.
    const lead = brief.lines[at]?.listed ? leadOf(brief, at) : '';
    const others = kept.filter((other) => other !== row).map((other) => other.text);
    for (const match of `${sentenceFrom(line, row.text, others)} ${lead}`.matchAll(PER_THING)) {
      const unit = unitOfThing(match[1] as string, brief.language);
      if (!unit || unit === row.unit || PERIODS.has(unit) || countedPerEach(row, unit, kept, brief)) continue;
      const count = countOf(unit);
      return count >= 2 && count <= MAX_THINGS ? { ...row, quantity: row.quantity * count } : row;
    }
    return row;
  });
}

/**
 * "our global sales kickoff for 900 people" then "flights and ground transfers": event work counted
 * in the people who attend, stating no count of its own, is for the brief's headcount (its largest).
 */
export function withHeadcount(ledger: Request[], brief: Brief): Request[] {
  const uncounted = (r: Request) =>
    r.kind === 'deliverable' &&
    r.quantity === null &&
    r.services.some((id) => serviceById(id)?.unit === 'attendee' && serviceById(id)?.category === 'events');
  if (!ledger.some(uncounted)) return ledger;
  const headcount = countInBrief(brief, 'attendee', ['person']);
  return headcount > 0
    ? ledger.map((r) => (uncounted(r) ? { ...r, quantity: headcount, unit: 'attendee' } : r))
    : ledger;
}
