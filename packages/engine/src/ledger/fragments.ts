// Words a brief lists that are no work to price, when the catalogue does not know them either: a
// question ("All of it?"), a clause cut off ("en anglais avec"), a hedge or an answer ("genre deux
// minutes", "nein, Entschuldigung …"), a date, a name or place ("Palmira (Valle del Cauca)"), a word
// too short to name anything ("mind"), or news about what exists ("our previous web agency retires").
import { MONTH_WORD } from './not-counts';
import { outsideBrackets, trimPart } from './things';

const DANGLING =
  /\s(?:with|and|or|of|for|to|the|a|an|avec|et|ou|de|du|des|pour|le|la|les|mit|und|oder|von|für|der|die|das|zu|con|y|o|para|el|los|las)$/iu;
const HEDGE =
  /^(?:genre|like|sort of|kind of|maybe|nein|no|non|oui|yes|ja|sí|si|ok|okay|alors|bon|bueno|pues|all of it|tout ça|alles|das alles|todo eso)(?![\p{L}])/iu;
const STANDING =
  /^(?:(?:our|my|the|notre|nos|mon|unser\p{L}*|mein\p{L}*|nuestr\p{L}*|mi|el|la|le|der|die|das)\s+)?(?:current|existing|previous|old|former|actuel\p{L}*|ancien\p{L}*|bisherig\p{L}*|aktuell\p{L}*|alt\p{L}*|actual\p{L}*|anterior\p{L}*)\s/iu;
// "Same look across all of them, our logo, a small panel": what they have, used by the work.
const THEIRS_ALONE = /^(?:our|notre|nos|unser\p{L}*|nuestr\p{L}*|sus?)\s+[\p{L}-]+$/iu;
const MIN_WORD = 5;

/** A part that only names something the client has ("our logo"), asking nothing of it. */
export const theirsAlone = (raw: string): boolean => THEIRS_ALONE.test(trimPart(outsideBrackets(raw)));
const DATE_WORDS = 5;

const words = (text: string): string[] => text.split(/\s+/).filter((w) => /\p{L}/u.test(w));

/** Every word a capitalised name ("Semillas del Valle S.A.S."), linking words aside. */
function aName(text: string): boolean {
  const long = words(text).filter((w) => w.replace(/[^\p{L}]/gu, '').length >= 4);
  return long.length > 0 && long.every((w) => /^\p{Lu}/u.test(w));
}

/** Whether an uncatalogued part is no deliverable at all. German capitalises its nouns, so no name test there. */
export function isFragment(raw: string, language: string): boolean {
  const text = trimPart(raw);
  const main = trimPart(outsideBrackets(text));
  if (/\?\s*\)?$/.test(text) || DANGLING.test(main) || HEDGE.test(main) || STANDING.test(main)) return true;
  const all = words(main);
  if (all.length === 1 && (all[0] as string).length < MIN_WORD) return true;
  if (MONTH_WORD.test(main) && /\d/.test(main) && all.length <= DATE_WORDS) return true;
  return language !== 'de' && aName(main);
}
