// How many months a recurring engagement runs: "for six months", "12-month contract", "Laufzeit:
// 12 Monate", "durante 12 meses", "pour un an". A monthly budget is multiplied by it.
import type { Brief } from '../brief';
import { CUES, has } from './cues';
import dates from './data/dates.json';

const NUMBER_WORDS = dates.numberWords as Record<string, number>;
const COUNT = `\\d{1,3}|${Object.keys(NUMBER_WORDS).join('|')}`;
const MONTH_COUNT = new RegExp(
  `(?<![\\p{L}\\d])(${COUNT})[\\s-]*(?:months?|mois|monate?n?|mes(?:es)?)(?![\\p{L}])`,
  'iu',
);
// "× 12", "x 6 months"; not "4 x 30-second cut-downs".
const TIMES =
  /[×x]\s?(\d{1,2})(?!\d|\s*-\s*\p{L}|\s+(?:sec|seconde?|sekunde|segundo|min|minute|minuto|minuten)\p{L}*)(?:\s*(?:months?|mois|monate?n?|mes(?:es)?))?/iu;
const A_YEAR =
  /(?<![\p{L}])(?:for (?:a|one) year|(?:a |one[- ])year(?:[- ]long)? (?:contract|engagement|retainer|term)|12[- ]month|pour (?:un|une) an(?:née)?|sur (?:un|une) an(?:née)?|für ein jahr|für ein ganzes jahr|(?:engagement|contrat|abonnement) d['’](?:un|une|1) an(?:née)?|one-year|a year's commitment|jahresvertrag|einjährige[nrs]?|por (?:un|1) año|durante (?:un|1) año|(?:contrato|compromiso) de (?:un|1) año|anual)(?![\p{L}])/iu;
const TERM_WORDS =
  /(?<![\p{L}])(?:for|over|during|term|contract|pour|sur|pendant|durée|für|über|laufzeit|zunächst|por|durante|plazo|initial)(?![\p{L}])/iu;

// "lieber monatlich kündbar mit 3 Monaten Frist", "3 months' notice": a notice period, not a term.
const NOTICE =
  /(?<![\p{L}])(?:notice|kündbar|kündigungsfrist|frist|préavis|preaviso|avisando|aviso|résiliable|cancel(?:lable)? (?:any|each) month)(?![\p{L}])/iu;

/** Months stated in one sentence, when they are between 1 and 120. */
export function monthsIn(sentence: string): number | undefined {
  const match = MONTH_COUNT.exec(sentence) ?? TIMES.exec(sentence);
  if (match?.[1]) {
    const months = NUMBER_WORDS[match[1].toLowerCase()] ?? Number(match[1]);
    if (months >= 1 && months <= 120) return months;
  }
  return A_YEAR.test(sentence) ? 12 : undefined;
}

// "Laufzeit 12 Monate ab 1. Jänner, danach mit 3 Monaten Kündigungsfrist": term and notice are
// told apart clause by clause.
const clausesOf = (sentence: string): string[] => sentence.split(/[,;]\s+|\s+[–—-]\s+/u);

// "preferimos mes a mes", "We'd want month to month, 30 days notice either side": no fixed term.
const MONTH_TO_MONTH =
  /(?<![\p{L}])(?:month[- ]to[- ]month|rolling monthly|monthly rolling|mes a mes|mes con mes|de mes en mes|au mois le mois|mois par mois|sans engagement de durée|sin permanencia|monatlich kündbar|ohne (?:feste |fixe )?laufzeit|no lock[- ]?in)(?![\p{L}])/iu;
// "No queremos firmar por un año", "wanted a 12 month contract and that's a no for us": a term refused.
const REFUSED = /(?<![\p{L}])(?:no|not|n't|nicht|keine?n?|pas|ni|sin|sans|ohne)(?![\p{L}])/iu;

const monthToMonth = (brief: Brief): boolean => brief.sentences.some(({ text }) => MONTH_TO_MONTH.test(text));

/** The engagement's term, from the first sentence that states one (and, month to month, does not refuse it). */
export function termMonths(brief: Brief): number | undefined {
  const rolling = monthToMonth(brief);
  for (const sentence of brief.sentences) {
    if (rolling && REFUSED.test(sentence.text)) continue;
    const text = clausesOf(sentence.text)
      .filter((clause) => !NOTICE.test(clause))
      .join(', ');
    if (!has(CUES.duration, text) && !TERM_WORDS.test(text) && !A_YEAR.test(text)) continue;
    const months = monthsIn(text);
    if (months) return months;
  }
  return undefined;
}

const NOTICE_DAYS = /(?<![\p{L}\d])(\d{1,3})[\s-]*(?:days?|jours?|tagen?|días|dias)(?![\p{L}])/iu;
const DAYS_A_MONTH = 30;

// "30 days notice either side", "avisando con 30 días": days of notice, in whole months.
const noticeIn = (clause: string): number | undefined => {
  const days = NOTICE_DAYS.exec(clause)?.[1];
  return monthsIn(clause) ?? (days ? Math.max(1, Math.ceil(Number(days) / DAYS_A_MONTH)) : undefined);
};

/** The months' notice a client asks for instead of a fixed term: as stated, or a month when it is month to month. */
export function noticeMonths(brief: Brief): number | null {
  const clause = brief.sentences
    .flatMap(({ text }) => clausesOf(text))
    .find((text) => NOTICE.test(text) && noticeIn(text));
  return (clause ? noticeIn(clause) : undefined) ?? (monthToMonth(brief) ? 1 : null);
}
