// A request the catalogue does not know stays one only if it names a piece of work at all: a unit
// of work the catalogue counts ("12 fiches", "3 plantillas") or a noun for a thing made
// (data/work-nouns.json). Time, people, places and languages are counted without naming work
// ("6 meses", "Deutsch").
import { LANGUAGES, type Language } from '@proposals/locale';
import { isBuild, UNITS } from '../catalogue';
import { escapeRegex } from '../text/phrases';
import type { Request } from './index';
import { CUES, has } from '../facts/cues';
import { findMoney } from '../facts/money/mentions';
import { FINITE, outsideBrackets } from './things';
import languages from './data/languages.json';
import nouns from './data/work-nouns.json';

const NOT_WORK = new Set([
  'month',
  'week',
  'day',
  'hour',
  'minute',
  'language',
  'person',
  'location',
  'attendee',
  'record',
  'terabyte',
  'speaker',
  'role',
  'category',
  'group',
]);
// Counts of these say how many or how long, never which feature (languages and places may: withSiteLanguages).
const PEOPLE_OR_TIME = new Set(['month', 'week', 'day', 'hour', 'minute', 'person', 'attendee', 'speaker']);
const WORDS = nouns as unknown as Record<Language | 'ambiguous' | 'notOpeners', string[]>;
const AMBIGUOUS = new Set(WORDS.ambiguous);
const NOT_OPENERS = new Set(WORDS.notOpeners);
const LANGUAGE_NAMES = new Set(Object.values(languages.languages).flat());

function matcherFor(language: Language): RegExp {
  const units = Object.entries(UNITS)
    .filter(([id]) => !NOT_WORK.has(id))
    .flatMap(([, unit]) => [...unit.words[language], ...unit.words.en]);
  const words = [...new Set([...WORDS[language], ...WORDS.en, ...units])].filter((w) => !AMBIGUOUS.has(w));
  const alternation = words
    .sort((a, b) => b.length - a.length)
    .map(escapeRegex)
    .join('|');
  // German joins nouns into compounds: "Newsletter-Vorlage", "Produktkonfigurator".
  const before = language === 'de' ? '' : '(?<![\\p{L}])';
  return new RegExp(`${before}(?:${alternation})(?![\\p{L}])`, 'iu');
}

const MATCHERS = new Map(LANGUAGES.map((language) => [language, matcherFor(language)]));

const namesWork = (text: string, language: Language): boolean =>
  (MATCHERS.get(language) as RegExp).test(text);

const NUMERIC_DATE = /(?<!\d)\d{1,2}[./]\d{1,2}[./](?:\d{2}|\d{4})(?!\d)/u;

/** A feature of a build in the brief's words ("quick reorder from past invoices"), not a remark or a language. */
function readsAsFeature(text: string, language: Language): boolean {
  // "Saisonstart ist am Samstag", "on monte l'enveloppe à 24.000 €", "£9,500 excl. VAT", "Go-live
  // spätestens 30.04.2027": a clause, a budget, a sum or a date, not a feature. A feature's price in
  // brackets is its own ("personalisation option on jerseys (initials/number, +€10)").
  const said = outsideBrackets(text);
  if (
    FINITE.test(text) ||
    (CUES.budget.test(text) && findMoney(text).length > 0) ||
    findMoney(said).length > 0 ||
    NUMERIC_DATE.test(said)
  )
    return namesWork(text, language);
  const words = text
    .toLowerCase()
    .split(/[\s,;:]+/u)
    .filter(Boolean);
  const first = (words[0] ?? '').replace(/^[«"“„(]+/u, '');
  return (
    namesWork(text, language) ||
    (words.length > 1 &&
      !NOT_OPENERS.has(first) &&
      !words.every((w) => LANGUAGE_NAMES.has(w) || /^(?:and|et|und|y)$/.test(w)))
  );
}

// A clause of the brief's talk, not a thing: "El portugués lo sacamos" (a pronoun before a first
// person plural), "dont les deux de Bonifacio", "wer ein Zertifikat hat", "but about €6,200 of that
// …" (a relative or a turn opening it). A feature may hold a verb ("Kunden sollen online buchen
// können", "un blog que podamos actualizar"), so only these say it talks.
const CLAUSE: Record<Language, RegExp> = {
  es: /(?<![\p{L}])(?:lo|la|los|las|les|nos|se)\s+\p{L}{2,}(?:amos|emos|imos)(?![\p{L}])/iu,
  fr: /^(?:dont|qui)(?![\p{L}])|(?<![\p{L}])(?:c['’]est|il y a)(?![\p{L}])/iu,
  de: /^(?:wer|ob|dass)(?![\p{L}])/iu,
  en: /^(?:but|which|who|whose)(?![\p{L}])/iu,
};

// "Dernière livraison au plus tard le 15 novembre 2027": when the work is due, not what it is.
const dated = (text: string): boolean =>
  /(?<!\d)20\d\d(?!\d)/u.test(outsideBrackets(text)) && has(CUES.deadline, text);

/**
 * Words that talk rather than name a thing, for a request the catalogue does not know, whatever work
 * they mention: a clause, or in German, where every noun is capitalised, no noun at all ("ändert aber
 * vermutlich nichts").
 */
function talks(text: string, language: Language): boolean {
  const main = text.replace(/^[\s\p{P}]+/u, '');
  if (CLAUSE[language].test(main) || dated(main)) return true;
  return (
    language === 'de' && !/(?<![\p{L}])\p{Lu}/u.test(main.replace(/^\p{L}+/u, '')) && !/^\p{Lu}/u.test(main)
  );
}

/**
 * "Hoy armamos a mano", "ob da eine Drohne geht", "budget around 8k USD": a deliverable the catalogue
 * does not know that names no work is no request; beside a build, a phrase that reads as one of its
 * features is one.
 */
export function withoutRemarks(ledger: Request[], language: Language): Request[] {
  const build = ledger.some((r) => r.kind === 'deliverable' && r.services.some(isBuild));
  // "esperamos unos 900 asistentes": a count of people or time is no feature of the build either.
  const reads = (r: Request) =>
    build && !PEOPLE_OR_TIME.has(r.unit ?? '')
      ? readsAsFeature(r.text, language)
      : namesWork(r.text, language);
  return ledger.filter(
    (r) => r.kind !== 'deliverable' || r.services.length > 0 || (!talks(r.text, language) && reads(r)),
  );
}
