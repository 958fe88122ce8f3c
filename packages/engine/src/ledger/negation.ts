// Whether a refusal is about a service: "no SEO", "SEO is not needed". A refusal governs only its
// own clause: "(will loop, no sound needed, but captions are a must)" asks for captions, and
// "un lieu (pas un hôtel), … un traiteur" asks for the caterer, whatever the brackets refuse.
import type { ServiceMatch } from '../catalogue';
import type { Span } from '../text/phrases';
import { LEDGER_CUES } from './cues';
import { MONTH_WORD } from './not-counts';
import { COUNT } from './written-counts';
import type { PhraseMatcher } from '../text/phrases';

const REACH = 40;

// "No machine translation", "pas de système de paiement maison", "no AI-written articles": a way of
// doing the work is refused, not the work.
const VARIANT =
  /\b(?:machine|automatic|automated|custom|in-house|bespoke|homegrown|maison|automatique|interne|maschinelle|automatische|eigene[ns]?|automática|propio|propia|a medida|AI|KI|IA|ChatGPT|generated|générée?s?|generierte?n?|generad[oa]s?)\b/iu;

// A turn starts a new clause: what is refused before it is not what is asked after it.
const TURN =
  /(?:^|[^\p{L}])(?:but|however|though|although|whereas|mais|cependant|pourtant|tandis|aber|jedoch|sondern|doch|während|pero|sino|aunque|mientras)(?![\p{L}])|[.!?](?:\s|$)/iu;

// "Nous n'avons aucune documentation", "we have no logo", "no tenemos fotos": what the client lacks,
// which is not a refusal of the work (often the reason for it).
const HAVE_BEFORE =
  /(?:\bwe\s+(?:have|'ve got|got)|\bn['’]avons|\bn['’]y\s+a|\bwir\s+haben|\bhaben\s+wir|\bes\s+gibt|\bnous\s+avons)(?:\s+(?:gar|überhaupt|noch|still|yet|even|encore|toujours))?\s*$/iu;
const HAVE_AFTER = /^\s*(?:tenemos|hay|contamos\s+con|disponemos\s+de|have|own)\b/iu;
// "nous n'avons pas besoin de …", "we have no need for …": a need denied is a refusal after all.
const NEED = /^[^.;,]{0,12}?(?:besoin|need|bedarf|necesidad)/iu;
const absence = (text: string, span: Span): boolean =>
  !NEED.test(text.slice(span.start)) &&
  (HAVE_BEFORE.test(text.slice(Math.max(0, span.start - 24), span.start)) ||
    HAVE_AFTER.test(text.slice(span.end)));

/** "Nous n'avons aucune documentation": the sentence says what the client lacks. */
export const lacks = (text: string): boolean =>
  LEDGER_CUES.exclusion.all(text).some((span) => absence(text, span));

/** The innermost bracket around each offset: -1 outside any. */
function bracketOf(text: string): (at: number) => number {
  const spans: [number, number][] = [];
  const open: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '(' || text[i] === '[') open.push(i);
    else if ((text[i] === ')' || text[i] === ']') && open.length) spans.push([open.pop() as number, i]);
  }
  for (const start of open) spans.push([start, text.length]);
  return (at) => {
    const around = spans.filter(([from, to]) => at > from && at < to);
    return around.length ? Math.max(...around.map(([from]) => from)) : -1;
  };
}

/** A refusal inside brackets speaks only of what the same brackets hold; a turn ends its reach. */
function governs(
  text: string,
  refusal: Span,
  service: ServiceMatch,
  bracket: (at: number) => number,
): boolean {
  const refusalBracket = bracket(refusal.start);
  if (refusalBracket !== -1 && refusalBracket !== bracket(service.start)) return false;
  const [from, to] =
    refusal.start < service.start ? [refusal.end, service.start] : [service.end, refusal.start];
  return !TURN.test(text.slice(from, to));
}

// "App para celular: lo habíamos conversado pero está descartado": a turn that names no other work
// still speaks of the same one.
const alone = (services: readonly ServiceMatch[], service: ServiceMatch, span: Span): boolean =>
  span.start >= service.end &&
  !services.some((other) => other.start >= service.end && other.start < span.start);

// "it's SIX videos now, not eight", "nicht 8, sondern 6": a count refused, which corrects it
// (corrected-counts.ts), refuses no work.
const COUNT_NEXT = new RegExp(`^\\s*(?:${COUNT})(?![\\p{L}\\d])`, 'iu');
const refusing = (cues: PhraseMatcher, text: string): Span[] =>
  cues.all(text).filter((span) => !COUNT_NEXT.test(text.slice(span.end)));

/** "Machine translation output is not acceptable": a way of doing the work dismissed, not the work. */
// The way is looked for first: it is rare, and reading the dismissals is not.
export const dismissesAWay = (text: string, services: readonly ServiceMatch[]): boolean =>
  services.some((service) => VARIANT.test(text.slice(Math.max(0, service.start - 20), service.end))) &&
  dismissed(text, services);

/** "SEO is not part of it", "Not in scope: hosting": a dismissal of a named service. */
export function dismissed(text: string, services: readonly ServiceMatch[]): boolean {
  const bracket = bracketOf(text);
  const dismissals = refusing(LEDGER_CUES.exclusionAfter, text);
  return services.some((service) =>
    dismissals.some(
      (span) =>
        (span.start >= service.end || /^\s*[:–—-]\s*$/u.test(text.slice(span.end, service.start))) &&
        (governs(text, span, service, bracket) ||
          (alone(services, service, span) && bracket(span.start) === -1)),
    ),
  );
}

// "no solo traducción", "not just a website": more than the work, not less; "no set budget for
// translation", "no rush on the photos": the refusal is of money or haste, not of the work.
const NOT_A_REFUSAL =
  /^\s*(?:only|just|solo|sólo|solamente|únicamente|seulement|uniquement|nur|(?:\p{L}+\s+)?(?:budget|presupuesto|rush|hurry|prisa|urgence|eile|hetze)(?![\p{L}]))/iu;

/** Refusals shortly before a service's name ("no SEO", "sans boutique"), each with the words around the name. */
function refusalsOf(text: string, services: readonly ServiceMatch[]): { near: string; at: number }[] {
  const bracket = bracketOf(text);
  const refusals = refusing(LEDGER_CUES.exclusion, text);
  return services.flatMap((service) => {
    const near = `${text.slice(Math.max(0, service.start - 20), service.start)} ${text.slice(service.start, service.end + 12)}`;
    return refusals
      .filter(
        (span) =>
          span.end <= service.start &&
          span.start >= service.start - REACH &&
          !absence(text, span) &&
          !NOT_A_REFUSAL.test(text.slice(span.end)) &&
          governs(text, span, service, bracket),
      )
      .map((span) => ({ near, at: span.start }));
  });
}

// "bitte jetzt KEINE Offerte für Programmierung oder eine eigene App": no price wanted for it, however it is made.
const QUOTE_REFUSED =
  /^\p{L}+\s+(?:quotes?|quotation|pricing|prices?|offer|offerte|angebot|devis|offre|cotizaci[óo]n|presupuesto)\s+(?:for|für|pour|para|de)(?![\p{L}])/iu;

/** A refusal shortly before a service's name ("no SEO", "sans boutique"), or a dismissal of it. */
export function negated(text: string, services: readonly ServiceMatch[]): boolean {
  if (dismissed(text, services)) return true;
  return refusalsOf(text, services).some(
    ({ near, at }) => !VARIANT.test(near) || QUOTE_REFUSED.test(text.slice(at)),
  );
}

/** Whether the text refuses a price for work ("KEINE Offerte für …", "no quote for …"). */
export const quoteRefused = (text: string): boolean =>
  LEDGER_CUES.exclusion.all(text).some((span) => QUOTE_REFUSED.test(text.slice(span.start)));

// The refusal opens the line ("We do NOT want machine translation"), so it asks for nothing else.
const OPENING = 16;

/** "We do NOT want machine translation": a way of doing the work refused, which the work must respect. */
export const refusesAWay = (text: string, services: readonly ServiceMatch[]): boolean =>
  refusalsOf(text, services).some(({ near, at }) => at <= OPENING && VARIANT.test(near));

// "pas de shooting la semaine des Primeurs, du 12 au 15 avril", "no filming in August": a time the
// work must keep clear of, a closure in the calendar, not a refusal of the work.
const WHEN =
  /(?<![\p{L}])(?:weeks?|weekends?|week-ends?|semaines?|woche\p{L}*|wochenende\p{L}*|semanas?|fines? de semana|holidays?|vacances|\p{L}*ferien|vacaciones)(?![\p{L}])|\d{1,2}[./]\d{1,2}[./]/iu;
// Only the refusal's own clause: "Drone – forget it, Jaco is doing it over the December holidays" refuses the work.
export const blackout = (text: string): boolean => {
  const clause = text.split(/[,;]/u)[0] as string;
  return MONTH_WORD.test(clause) || WHEN.test(clause);
};
