// The name the sender's own address spells: "morag@eastneukcottages.co.uk" beside "East Neuk
// Cottages", "secretary@northandrosanglers.bs" beside "North Andros Anglers Association",
// "projects@nchtrust.org.uk" beside "NORFOLK COAST HERITAGE TRUST". Whoever owns the domain wrote
// the brief, so of the names it gives, the one the domain spells (letter for letter, or by its
// initials and last word) is the client's, however else the brief names people and places.
import { EMAIL, type Brief } from '../brief';
import { domainName, isOrganisationNoun } from './client-signs';
import { LEGAL_FORM, NAME_LINKS } from './names-in-text';

const LINK = new Set(NAME_LINKS.filter((word) => !/\s/.test(word)));
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’.&-]*|&/gu;

const compact = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]/g, '');

/** The names of the domains the brief's writers send from, in order. */
function senderLabels(brief: Brief): string[] {
  const labels = brief.addresses.map((address) => compact(domainName(address.split('@')[1] ?? '') ?? ''));
  return [...new Set(labels.filter((label) => label.length >= 4))];
}

/** Runs of capitalised words, joined by the small words names hold ("Heritage Trust of the Coast"). */
function nameRuns(line: string): string[][] {
  const runs: string[][] = [];
  let run: string[] = [];
  for (const [word] of line.matchAll(WORD)) {
    if (/^\p{Lu}|^\d/u.test(word) || (run.length > 0 && LINK.has(word.toLowerCase()))) run.push(word);
    else {
      if (run.length) runs.push(run);
      run = [];
    }
  }
  if (run.length) runs.push(run);
  return runs.map((r) => (LINK.has(r.at(-1)?.toLowerCase() ?? '') ? r.slice(0, -1) : r));
}

const initials = (words: readonly string[]): string =>
  words
    .filter((w) => !LINK.has(w.toLowerCase()))
    .map((w) => compact(w).charAt(0))
    .join('');

// "NORFOLK COAST HERITAGE TRUST" is written as a name is; "SA" and "GmbH" stay as they are.
const asAName = (words: readonly string[]): string =>
  words.every((w) => w === w.toUpperCase())
    ? words
        .map((w, i) =>
          i > 0 && LINK.has(w.toLowerCase())
            ? w.toLowerCase()
            : /\p{L}{4}/u.test(w) && !LEGAL_FORM.test(w)
              ? w.charAt(0) + w.slice(1).toLowerCase()
              : w,
        )
        .join(' ')
    : words.join(' ');

/** What still names them after the spelled words: up to a legal form ("Huber Bad & Heizung GmbH"), or a noun ("Association"). */
function tail(rest: readonly string[]): readonly string[] {
  const legal = rest.findIndex((w) => LEGAL_FORM.test(w));
  if (legal >= 0 && legal <= 3) return rest.slice(0, legal + 1);
  const noun = rest.findIndex(isOrganisationNoun);
  return noun >= 0 && noun <= 1 ? rest.slice(0, noun + 1) : [];
}

/** The words of a run from `from` that the label spells, with the organisation's noun after them. */
function spelled(run: readonly string[], from: number, label: string): string[] | null {
  let letters = '';
  for (let to = from; to < run.length; to++) {
    letters += compact(run[to] as string);
    const head = run.slice(from, to + 1);
    const byInitials =
      to > from &&
      (initials(head) === label || initials(head.slice(0, -1)) + compact(head.at(-1) ?? '') === label);
    if (letters === label || byInitials) {
      return [...head, ...tail(run.slice(to + 1))];
    }
    if (!label.startsWith(letters) && !label.startsWith(initials(head))) return null;
  }
  return null;
}

export function spelledByDomain(brief: Brief): string | null {
  const lines = [...brief.subjects, ...brief.text.split('\n')];
  for (const label of senderLabels(brief)) {
    const found: string[][] = [];
    for (const line of lines)
      for (const run of nameRuns(line.replace(EMAIL, ' ').replace(/\bwww\.\S+/giu, ' ')))
        for (let from = 0; from < run.length; from++) {
          const words = spelled(run, from, label);
          if (words) found.push(words);
        }
    // A name written in capitals and in running text: the running text's spelling; in full where
    // the brief once gives its legal form ("Bodegas Ortega S.L.").
    const written = found.filter((words) => words.some((w) => w !== w.toUpperCase()));
    const best = [...(written.length ? written : found)].sort((a, b) => b.length - a.length)[0];
    if (best && (best.length > 1 || /\p{Ll}\p{Lu}/u.test(best[0] ?? ''))) return asAName(best);
  }
  return null;
}
