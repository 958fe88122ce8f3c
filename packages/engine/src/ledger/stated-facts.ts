// A budget or a date said with a request ("eine neue Website, Budget 20.000 € netto") is a fact of
// the brief, no part of the work.
import type { Brief } from '../brief';
import { datesIn } from '../facts/dates/mentions';
import { findMoney } from '../facts/money/mentions';
import { servicesIn } from './services';

/** A budget or a date in a sentence makes it a fact of the brief rather than a request. */
export const statesFact = (text: string, brief: Brief): boolean =>
  findMoney(text).length > 0 || THOUSANDS.test(text) || datesIn(text, brief.language, brief.today).length > 0;
// "zwischen 60 und 80 Tsd", "15-20k": an amount without its currency is still money.
const THOUSANDS =
  /\d\s?(?:k|K|k€|T€|Tsd\.?|Tausend|mil|Mio\.?)(?![\p{L}])(?!\s*(?:words?|mots|wörter|palabras)\b)/u;

export const withoutFacts = (text: string, brief: Brief): string =>
  text
    .split(/[,;]\s+/)
    .filter((segment) => !statesFact(segment, brief) || servicesIn(segment, brief.language).length > 0)
    .join(', ');
