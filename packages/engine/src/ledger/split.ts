// One stated request may hold several: "a new website with online booking and a blog" is three,
// "registro y autenticación con biometría, consulta de saldos, pago de cuotas por PSE" is three,
// "a page for each office and each dentist" is one. Parts are cut at commas, semicolons and
// joining words; a part that names no service stays with the part before it (it qualifies it),
// except in a comma list, where each entry is an item of its own.
import type { Language } from '@proposals/locale';
import { splitterOf, UNIT_SERVICES } from './cues';
import { quantityOf } from './quantity';
import { servicesIn } from './services';

export interface Part {
  text: string;
  /** Offset in the request's text. */
  start: number;
}

/** Offsets inside brackets or quotes, where nothing is cut. */
function protectedSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  const stack: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '(' || char === '[' || char === '«') stack.push(i);
    else if ((char === ')' || char === ']' || char === '»') && stack.length)
      spans.push([stack.pop() as number, i]);
  }
  return spans;
}

function cut(text: string, at: RegExp): Part[] {
  const spans = protectedSpans(text);
  const parts: Part[] = [];
  let start = 0;
  at.lastIndex = 0;
  for (const match of text.matchAll(at)) {
    if (spans.some(([from, to]) => match.index > from && match.index < to)) continue;
    if (match.index > start) parts.push({ text: text.slice(start, match.index), start });
    start = match.index + match[0].length;
  }
  if (start < text.length) parts.push({ text: text.slice(start), start });
  return parts.filter((part) => part.text.trim().length > 1);
}

// "12 publicaciones al mes y 8 historias al mes": a count per period in a unit that names one kind
// of work is an item ("3 angles chacune" is not: it counts for each of the item before).
function named(part: Part, language: Language): boolean {
  if (servicesIn(part.text, language).length > 0) return true;
  const count = quantityOf(part.text, language, null);
  return !!count?.per && !!UNIT_SERVICES[count.unit ?? ''];
}

// "…, or at least an email": an alternative qualifies what came before, as does "…, including a
// review of Active Directory".
// "…, each 1,200 words, SEO-led": a quantifier or a compound modifier describes the item before it.
const CONTINUES =
  /^\s*\p{L}+-(?:led|based|driven|focused|first|friendly|ready|optimi[sz]ed)(?![\p{L}])|^\s*(?:each|every|chacun|chacune|chaque|jeweils|je|cada|or|ou|oder|o|u|including|incl\.|e\.g\.|such as|y compris|notamment|inklusive|inkl\.|einschließlich|z\.\s?b\.|incluyendo|incluido|incluida|delivered|printed|sent|shipped|hosted|built|written|made|connected|linked|integrated|branchée?s?|connectée?s?|reliée?s?|angebunden|verbunden|conectad[oa]s?|integrad[oa]s?|livrée?s?|imprimée?s?|envoyée?s?|geliefert|gedruckt|versandt|entregad[oa]s?|impres[oa]s?|enviad[oa]s?)\s/iu;
// "(b) the contractor portal" after "(a) the web app," names another target of the same work; after
// a semicolon ("(a) a new website; (b) a booking form") another request.
const LETTERED = /^\s*(?:(?:and|y|et|und)\s+)?\(?[b-h]\)\s/iu;

/** Parts that name no service join the part before them (a short first one joins the next). */
function mergeUnnamed(parts: Part[], language: Language, whole: string): Part[] {
  const merged: Part[] = [];
  for (const part of parts) {
    const previous = merged.at(-1);
    const lettered =
      LETTERED.test(part.text) && !whole.slice(previous ? previous.start : 0, part.start).endsWith('; ');
    if (previous && (!named(part, language) || CONTINUES.test(part.text) || lettered)) {
      merged[merged.length - 1] = {
        text: whole.slice(previous.start, part.start + part.text.length),
        start: previous.start,
      };
    } else if (
      previous &&
      !named(previous, language) &&
      merged.length === 1 &&
      previous.text.split(/\s+/).length <= 3
    ) {
      merged[0] = { text: whole.slice(previous.start, part.start + part.text.length), start: previous.start };
    } else merged.push(part);
  }
  return merged;
}

const COMMAS = /\s*;\s*|,\s+/g;
const BARE_WORD = /^\s*\p{L}+[\s.!?]*$/u;

/** The kept parts, each stretched to the next one's start, so a dropped word stays in its part. */
function joinBare(parts: Part[], whole: string): Part[] {
  return parts.map((part, i) => {
    const next = parts[i + 1];
    const end = next ? next.start : whole.length;
    return {
      text: whole.slice(part.start, end).replace(/(?:[\s,;]+(?:and|et|und|y))?[\s,;]*$/iu, ''),
      start: part.start,
    };
  });
}

/**
 * The parts of one request. `list`: the text is a comma list the brief gives as items (a field
 * value such as "Fase 1: a, b, c"), so every entry stays an item. `things`: a sentence lists
 * things after its request ("the fascia sign, a blade sign … and some wall graphics"), so a part
 * joined by "and" is an item too.
 */
export function splitRequest(text: string, language: Language, list: boolean, things = false): Part[] {
  const entries = cut(text, COMMAS);
  const byEntry = entries.flatMap((entry) => {
    const cuts = cut(entry.text, splitterOf(language));
    // "cartes de visite pour 12 salariés et bénévoles": a lone unnamed word after "and" completes its part.
    const joined = things
      ? cuts.filter((part, i) => i === 0 || named(part, language) || !BARE_WORD.test(part.text))
      : cuts;
    return (things ? joinBare(joined, entry.text) : mergeUnnamed(cuts, language, entry.text)).map((part) => ({
      text: part.text,
      start: entry.start + part.start,
    }));
  });
  const parts = list || things ? mergeContinuations(byEntry, text) : mergeUnnamed(byEntry, language, text);
  return parts.map(unlettered);
}

// "Queremos: (a) automatizar …", "(c) que el reporte …": the lead and the letter are no part of the request.
const LETTER_LEAD = /^\s*(?:[^:()]{1,30}:\s*)?(?:(?:and|y|et|und)\s+)?\(?[a-h]\)\s+/iu;

function unlettered(part: Part): Part {
  const lead = LETTER_LEAD.exec(part.text)?.[0].length ?? 0;
  return lead ? { text: part.text.slice(lead), start: part.start + lead } : part;
}

function mergeContinuations(parts: Part[], whole: string): Part[] {
  const merged: Part[] = [];
  for (const part of parts) {
    const previous = merged.at(-1);
    if (previous && CONTINUES.test(part.text))
      merged[merged.length - 1] = {
        text: whole.slice(previous.start, part.start + part.text.length),
        start: previous.start,
      };
    else merged.push(part);
  }
  return merged;
}
