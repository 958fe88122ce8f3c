// Numbers in a request that name, date, price or measure something rather than count it: "Phase 2",
// "SOC 2", "+€10", "14. Mai", "90 sec", "3 kg".
import { escapeRegex } from '../text/phrases';
import dates from '../facts/data/dates.json';

const MONTHS = Object.values(dates.months)
  .flat(2)
  .map((name) => escapeRegex(name))
  .join('|');

const MEASURE =
  /^\s*-?\s*(?:%|°|x\d|[€$£]|(?:oz|kg|g|ml|cl|l|cm|mm|m²|m2|px|gb|mb|kb|h|hrs?|k|m|mio|millions?|millones|miles|mil|jahre|years?|ans|años|sekunden|sek|seconds?|secs?|secondes|segundos|seg|chf|eur|usd|gbp)(?![\p{L}]))/iu;
// "Phase 2", "Fase 1", "v3", "Nr. 4" name something; "Microsoft 365", "Sage 200" are product names.
const NAMING_WORD =
  /(?:phase|fase|étape|stage|step|version|level|niveau|stufe|nivel|wave|welle|ola|lot|los|item|point|punkt|n°|no\.|nr\.|#|v)\s*$/iu;
// A capital at the start of a sentence ("Probably 6–8 dashboards") names nothing; an acronym
// anywhere names a standard or a product ("SOC 2", "ISO 27001", "PCI DSS 4").
const PRODUCT_WORD = /(?:(?<=[\p{L}\p{N},]\s+)\p{Lu}[\p{L}]+|(?<![\p{L}])\p{Lu}{2,})\s$/u;
const MONEY_BEFORE = /(?:[€$£¥₹]|\b(?:EUR|USD|GBP|CHF|CAD|AUD|MXN|ARS|COP|CLP|PEN|UYU|MAD|INR|ZAR))\s?$/u;
// "31 de julio", "1er mars", "14. Mai", "June 1": a day of a date.
export const MONTH_WORD = new RegExp(`(?<![\\p{L}])(?:${MONTHS})(?![\\p{L}])`, 'iu');
const DATE_AFTER = new RegExp(`^\\s*(?:er|st|nd|rd|th|\\.)?\\s*(?:de\\s+)?(?:${MONTHS})(?![\\p{L}])`, 'iu');

/** Whether the number between `before` and `after` names, dates, prices or measures rather than counts. */
export const notACount = (before: string, after: string): boolean =>
  NAMING_WORD.test(before) ||
  PRODUCT_WORD.test(before) ||
  // "+€10", "$ 500": an amount of money, not a count.
  MONEY_BEFORE.test(before) ||
  DATE_AFTER.test(after) ||
  MEASURE.test(after);
