// Deliverables are catalogue keywords found in the brief, reported in the brief's own words (several
// wordings of one entry are kept: "Datenplattform (Data Warehouse)"). The title only adds what the
// text does not name. A keyword after "our"/"notre"/"unser" names something the client already has
// ("our website needs translation") unless the clause asks to redo it; one in a clause that
// excludes it ("we already have a logo") goes out of scope instead.
import { catalogueMatcher, type CatalogueEntry } from '../catalogue';
import scope from '../data/scope.json';
import { clauseAround, type Segment } from './clean-text';
import { has } from './cues';
import { phrasesRegex } from './keywords';
import { isFieldLine } from './stated';

export interface Found {
  phrase: string;
  entry: CatalogueEntry;
  clause: string;
}

const POSSESSIVE = phrasesRegex(scope.possessives);
const REDESIGN = phrasesRegex(scope.redesignVerbs);
const EXCLUSION = phrasesRegex(scope.exclusionCues);
const NO_X_NEEDED = /\b(?:no|not?)\s+(?:[\p{L}/-]+\s+){0,3}(?:needed|required|necessary)\b/iu;

function existing(clause: string, at: number): boolean {
  const lead = clause.slice(0, at).split(/\s+/).slice(-4).join(' ');
  return has(POSSESSIVE, lead) && !has(REDESIGN, clause);
}

// A keyword that ends in a preposition ("integration with") names its object next: "integration
// with the Sage stock system". Up to a few words are kept, to the next punctuation; none, none kept.
const OPEN_END = /\s(?:with|to|into|avec|à|mit|in|an|con|a)$/iu;
const OBJECT = /^[ \t]*((?:[\p{L}\p{N}][\p{L}\p{N}'’&/-]*[ \t]*){1,5})/u;

function withObject(phrase: string, after: string): string {
  if (!OPEN_END.test(phrase)) return phrase;
  const object = OBJECT.exec(after)?.[1]?.trim();
  return object ? `${phrase} ${object}` : phrase.replace(OPEN_END, '');
}

const overlaps = (a: string, b: string): boolean => {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x.includes(y) || y.includes(x);
};

export function findDeliverables(
  sentences: Segment[],
  titleSentences: Segment[],
  language: string,
): { wanted: Found[]; excluded: Found[] } {
  const { regex, entryOf } = catalogueMatcher(language);
  const wanted: Found[] = [];
  const excluded: Found[] = [];
  const excludedIds = new Set<string>();
  const scan = (segments: Segment[], newEntriesOnly: boolean) => {
    for (const { text } of segments) {
      if (isFieldLine(text)) continue;
      for (const match of text.matchAll(regex)) {
        const entry = entryOf(match[1] ?? '');
        if (!entry || excludedIds.has(entry.id)) continue;
        const same = wanted.filter((found) => found.entry.id === entry.id);
        const phrase = withObject(match[0].trim(), text.slice(match.index + match[0].length));
        if ((newEntriesOnly && same.length > 0) || same.some((found) => overlaps(found.phrase, phrase)))
          continue;
        const clause = clauseAround(text, match.index);
        const found = { phrase, entry, clause: clause.text.trim() };
        if (has(EXCLUSION, clause.text) || NO_X_NEEDED.test(clause.text)) {
          if (same.length === 0) excluded.push(found);
          excludedIds.add(entry.id);
        } else if (!existing(clause.text, match.index - clause.start)) {
          wanted.push(found);
        }
      }
    }
  };
  scan(sentences, false);
  scan(titleSentences, true);
  return { wanted, excluded };
}

const MAX_DELIVERABLES = 10;

/**
 * Catalogue hits and stated phrases as one list. A stated phrase holding exactly one catalogue hit
 * replaces it (it says more: "route-setting tracker" for "tracker"); one holding several stays out,
 * so that each catalogue entry is still priced. Phrases naming an excluded item stay out too, and
 * so do catalogue hits listed under an exclusion heading (`listedOut`).
 */
export function mergeStated(
  catalogue: string[],
  stated: string[],
  excluded: string[],
  listedOut: string[],
): string[] {
  const merged = catalogue.filter((phrase) => !listedOut.some((line) => overlaps(line, phrase)));
  const out = [...excluded, ...listedOut];
  for (const phrase of stated) {
    if (out.some((other) => overlaps(other, phrase))) continue;
    const held = merged.filter((other) => overlaps(other, phrase));
    if (held.length === 0) merged.push(phrase);
    else if (
      held.length === 1 &&
      phrase.length > (held[0] as string).length &&
      catalogue.includes(held[0] as string)
    )
      merged[merged.indexOf(held[0] as string)] = phrase;
  }
  return [...new Set(merged)].slice(0, Math.max(MAX_DELIVERABLES, catalogue.length));
}
