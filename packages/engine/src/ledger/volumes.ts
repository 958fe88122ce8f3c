// A translation request rarely repeats its volumes: they stand in a list of their own ("App UI
// strings: ~14,500 words", "Help centre: ~27,000 words"). A request priced by the word that states
// no count takes the sum of the word counts the brief gives elsewhere (not the monthly ones).
import type { Brief } from '../brief';
import { isBuild, serviceById } from '../catalogue';
import type { Request } from './index';
import { quantityOf, unitOfWord } from './quantity';
import { beforeList } from './things';
import { languageCount } from './languages';
import type { Language } from '@proposals/locale';

// "approx. 180-220 words per page, total approx. 5,000 words": the total the request's own line gives.
const TOTAL =
  /(?<![\p{L}])(?:total|in total|in all|altogether|insgesamt|gesamt|au total|en tout|en total)(?![\p{L}])/iu;

function ownTotal(row: Request, brief: Brief): number | null {
  const line = brief.lines[lineOf(row, brief)];
  const at = line ? TOTAL.exec(line.text) : null;
  const words = line && at ? quantityOf(line.text.slice(at.index), brief.language, 'word') : null;
  return words?.unit === 'word' && words.per === null ? words.value : null;
}

export function withVolumes(ledger: Request[], brief: Brief): Request[] {
  const counted = new Set(ledger.filter((r) => r.unit === 'word').map((r) => r.text));
  const volumes = brief.lines
    .filter(
      (line) =>
        line.text &&
        (line.part === 'body' || line.part === 'field') &&
        ![...counted].some((t) => line.text.includes(t)),
    )
    .map((line) => quantityOf(line.text, brief.language, 'word'))
    .filter((q) => q !== null && q.unit === 'word' && q.per === null)
    .reduce((sum, q) => sum + (q?.value ?? 0), 0);
  return ledger.map((row) => {
    const byWord = row.services.some((id) => serviceById(id)?.unit === 'word');
    if (row.kind !== 'deliverable' || !byWord || row.unit === 'word') return row;
    const words = ownTotal(row, brief) ?? volumes;
    return words ? { ...row, quantity: words, unit: 'word' } : row;
  });
}

const EACH = /\b(?:each|every|per|chaque|chacun(?:e)? des|jede[nrs]?|pro|cada)\s+(\p{L}+)/iu;

/** The unit a row is made for each of ("SEO meta descriptions per page"); "25-30 pages: home, about, a page for each location": each location has one of the 30. */
export function eachUnit(row: Request, language: Language): string | null {
  const word = EACH.exec(beforeList(row.text))?.[1];
  return word ? unitOfWord(word, language) : null;
}

/** Another request that counts `unit` ("40 web pages"). */
export const countedIn = (unit: string, row: Request, ledger: readonly Request[]): Request | undefined =>
  ledger.find((r) => r !== row && r.kind === 'deliverable' && r.unit === unit && r.quantity);

/**
 * "8 blog articles a month … repurpose each article into 2 LinkedIn posts": a count made for each
 * of another request's units is that many times its count, as often as it.
 */
export function withCountsPerEach(ledger: Request[], language: Language): Request[] {
  return ledger.map((row) => {
    const unit = eachUnit(row, language);
    if (row.kind !== 'deliverable' || row.per !== null || !unit || unit === row.unit) return row;
    const of = countedIn(unit, row, ledger);
    if (!of?.quantity) return row;
    return { ...row, quantity: (row.quantity ?? 1) * of.quantity, per: of.per };
  });
}

const LOCALISED = new Set(['web', 'ecommerce', 'mobile']);

/**
 * "Web nueva de unas 10-12 páginas" then "En 4 idiomas: español, inglés, francés y alemán": a
 * request that counts only languages is the languages of the build it follows, not work of its own.
 */
export function withSiteLanguages(ledger: Request[]): Request[] {
  const onlyLanguages = (r: Request) =>
    r.kind === 'deliverable' && r.services.length === 0 && r.unit === 'language' && (r.quantity ?? 0) >= 2;
  const built = (r: Request) =>
    r.kind === 'deliverable' &&
    r.services.some((id) => LOCALISED.has(serviceById(id)?.category ?? '') && isBuild(id));
  // "The site must be in English and Portuguese": a requirement that the build speak two languages.
  const required = ledger.find(
    (r) => r.kind === 'constraint' && r.services.includes('second-language-version'),
  );
  const bilingual = required ? languageCount(required.text) : null;
  return ledger.flatMap((row, i) => {
    if (onlyLanguages(row) && ledger.slice(0, i).some(built)) return [];
    if (!built(row) || row.languages) return [row];
    const languages = ledger.slice(i + 1).find(onlyLanguages)?.quantity ?? bilingual;
    return languages && languages >= 2 ? [{ ...row, languages }] : [row];
  });
}

/** The index of the line a row's words stand on, or -1. */
export const lineOf = (row: Request, brief: Brief): number =>
  brief.lines.findIndex((l) => l.text.includes(row.text));

// "4 shots each", "3 vues par produit", "je 5 Bilder", "2 fotos por producto": a count made for each thing.
const EACH_AFTER =
  /(\d+)\s+(\p{L}+)\s+(?:each|apiece|per (?:product|item|one)|chacun(?:e)?|par (?:produit|article|pièce)|pro (?:produkt|artikel|stück)|je (?:produkt|artikel)|cada uno|cada una|por (?:producto|artículo))\b/iu;

/**
 * "About 30 of those products don't have decent photos yet. We'd want 4 shots each": work counted
 * in the things it is for, then in its own unit for each of them, is the product of the two.
 */
export function withCountsForEach(ledger: Request[], brief: Brief): Request[] {
  return ledger.map((row) => {
    const own = serviceById(row.services[0] ?? '')?.unit;
    if (row.kind !== 'deliverable' || row.quantity === null || !own || row.unit === own || row.per)
      return row;
    const line = brief.lines[lineOf(row, brief)];
    const after = line?.text.slice(line.text.indexOf(row.text) + row.text.length) ?? '';
    const each = EACH_AFTER.exec(after);
    if (!each || unitOfWord(each[2] as string, brief.language) !== own) return row;
    return { ...row, quantity: row.quantity * Number(each[1]), unit: own };
  });
}

/**
 * "24 pièces de la collection, 3 angles chacune": a count of things with a count made for each, in
 * the same item, is that many of the second unit (72 photos), whatever work it then turns out to be.
 */
export function withCountsEachInside(ledger: Request[], brief: Brief): Request[] {
  return ledger.map((row) => {
    if (row.kind !== 'deliverable' || row.quantity === null || row.services.length || row.per) return row;
    const each = EACH_AFTER.exec(row.text);
    const unit = each ? unitOfWord(each[2] as string, brief.language) : null;
    if (!each || !unit || unit === row.unit || Number(each[1]) === row.quantity) return row;
    return { ...row, quantity: row.quantity * Number(each[1]), unit };
  });
}

const FOLLOWING_LINES = 3;
const COUNT_OF_THINGS = /(?<![\d.,])(\d{1,4})\s+(?!each\b)\p{L}+/u;

/**
 * "need new product photos" then "it's 40 pieces in the new collection" then "4 angles each on
 * white": work that states no count, followed by a count of things and a count made for each of
 * them, is their product in its own unit (160 photos).
 */
export function withCountsInLinesAfter(ledger: Request[], brief: Brief): Request[] {
  return ledger.map((row) => {
    const own = serviceById(row.services[0] ?? '')?.unit;
    if (row.kind !== 'deliverable' || row.quantity !== null || !own) return row;
    const at = lineOf(row, brief);
    if (at < 0) return row;
    const next = brief.lines
      .slice(at + 1, at + 1 + FOLLOWING_LINES)
      .filter((l) => l.message === brief.lines[at]?.message);
    const counts = next.map((l) => EACH_AFTER.exec(l.text));
    const eachAt = counts.findIndex((each) => each && unitOfWord(each[2] as string, brief.language) === own);
    const each = counts[eachAt];
    const things = eachAt >= 1 ? COUNT_OF_THINGS.exec(next[eachAt - 1]?.text ?? '') : null;
    if (!each || !things) return row;
    return { ...row, quantity: Number(things[1]) * Number(each[1]), unit: own };
  });
}
