// A tender divided into lots ("LOT 1 – DESTINATION PROMOTIONAL FILM", "Lot 2 – Reportages
// photographiques : …", "Los 3:"): each lot is bid, priced and awarded on its own, so every line
// under one belongs to it. A lot runs from its opening line to the next lot, a numbered heading or,
// when its opening line is itself the paragraph, the blank line after it. A later line opening
// with a lot already named ("Lot 2: the quantity is amended from 300 to 250") amends that lot.

export interface LotSpan {
  /** The lot's number or letter as written: "1", "B", "II". */
  ref: string;
  /** Its title, as a heading would show it: "Destination promotional film". */
  title: string;
  /** Indexes of the brief's lines that state it, its opening line first. */
  lines: number[];
  /** Indexes of later lines that amend it. */
  amendments: number[];
}

interface LotLine {
  index: number;
  text: string;
  message: number;
  number: string | null;
  part: string;
}

// "Los" is also Spanish's article: a lot's number must be followed by a separator or end the line.
const OPENER =
  /^[\s*#>•–—-]*(?:lot|los|lote|lotto)\s*(?:n[°ºo]\.?\s*|nr\.?\s*|no\.\s*)?(\d{1,2}|[A-H]|[IVX]{1,4})(?![\p{L}\d])\s*(?:[–—:.)-]\s*|$)(.*)$/iu;
// A lot whose opening line says more than its title is a paragraph of its own.
const PARAGRAPH = 60;

// "Lot 3 – final translated files ...... 30 April 2027": a row of the timetable, dotted to its date.
const LEADER = /\.{4,}|…{2,}/u;

/** The lot a line opens, with what follows its number; null for any other line. */
export function lotOpener(text: string): { ref: string; rest: string } | null {
  const match = OPENER.exec(text);
  if (!match || LEADER.test(match[2] as string)) return null;
  return { ref: (match[1] as string).toUpperCase(), rest: (match[2] as string).trim() };
}

function titleOf(rest: string): string {
  const title = (rest.split(/\s+:\s*|:\s+|\.\s/u)[0] ?? '').replace(/[.:]+$/u, '').trim();
  const shouted = title === title.toUpperCase() && /\p{Lu}{3}/u.test(title);
  const cased = shouted ? title.toLowerCase() : title;
  return cased.charAt(0).toUpperCase() + cased.slice(1);
}

/** The lots of a brief, when it names two or more; none otherwise. */
export function lotsOf(lines: readonly LotLine[]): LotSpan[] {
  const lots = new Map<string, LotSpan>();
  let open: { lot: LotSpan; paragraph: boolean; message: number } | null = null;
  for (const line of lines) {
    const opener = lotOpener(line.text);
    if (opener) {
      const known = lots.get(opener.ref);
      if (known) {
        known.amendments.push(line.index);
        open = null;
        continue;
      }
      const lot = { ref: opener.ref, title: titleOf(opener.rest), lines: [line.index], amendments: [] };
      lots.set(lot.ref, lot);
      open = { lot, paragraph: opener.rest.length > PARAGRAPH, message: line.message };
      continue;
    }
    if (!open) continue;
    const ends =
      line.message !== open.message ||
      (line.part === 'heading' && line.number !== null) ||
      (open.paragraph && !line.text.trim());
    if (ends) open = null;
    else if (line.text.trim()) open.lot.lines.push(line.index);
  }
  if (lots.size < 2) return [];
  withAmendmentsNamingLots(lines, lots);
  return [...lots.values()];
}

// "A1.2 The ceiling for Lot 3 is amended from £7,200 to £4,800": an addendum's line naming a lot.
const NAMED_LOT = /(?<![\p{L}])(?:lot|los|lote|lotto)\s*(?:n[°ºo]\.?\s*)?(\d{1,2}|[A-H])(?![\p{L}\d])/iu;
const AMENDS =
  /(?<![\p{L}])(?:amend\p{L}*|chang\p{L}*|revis\p{L}*|increas\p{L}*|reduc\p{L}*|modifi\p{L}*|porté|ramené|geändert|erhöht|reduziert|angepasst|modific\p{L}*|ampli\p{L}*)(?![\p{L}])/iu;

function withAmendmentsNamingLots(lines: readonly LotLine[], lots: Map<string, LotSpan>): void {
  const stated = new Set([...lots.values()].flatMap((lot) => [...lot.lines, ...lot.amendments]));
  const last = Math.max(...[...lots.values()].map((lot) => Math.max(...lot.lines)));
  for (const line of lines) {
    if (line.index <= last || stated.has(line.index) || !AMENDS.test(line.text)) continue;
    const ref = NAMED_LOT.exec(line.text)?.[1]?.toUpperCase();
    const lot = ref ? lots.get(ref) : undefined;
    if (lot) lot.amendments.push(line.index);
  }
}
