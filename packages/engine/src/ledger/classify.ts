// What one stated request is. Only deliverables are priced; the rest shape the proposal: a
// constraint becomes an acceptance criterion, an objective is restated, a platform the client has
// is worked with, an exclusion or work the client does is left out with the brief's reason.
import type { Language } from '@proposals/locale';
import type { ServiceMatch } from '../catalogue';
import { doneByClient } from './agent';
import { countedInUnit, countedPerPeriod } from './counted';
import { has, LEDGER_CUES } from './cues';
import { blackout, dismissed, dismissesAWay, lacks, negated, quoteRefused, refusesAWay } from './negation';
import { askOf, asksOurOffer, isHeadline, type Ask } from './asking';
import { denied, INTRODUCTION, objectOf } from './sentence';
import { quantityOf } from './quantity';
import { calendarLine } from './calendar-lines';
import { holds } from './holdings';
import { HISTORY, listsThings, outsideBrackets } from './things';
import { verdictOf } from './verdicts';
import type { RawRequest } from './units';

export type RequestKind = 'deliverable' | 'constraint' | 'objective' | 'platform' | 'exclusion' | 'client';

const SHORT_REQUEST_WORDS = 10;
// "Así si en temporada alta pedimos más reels lo ajustamos": a condition on the work, not more of it.
const CONDITION =
  /^(?:(?:así|so|alors|also|and|y|et|und)\s+)?(?:si|if|wenn|falls|s'il|when|cuando|quand)\s/iu;
const AND_A = /^(?:and|plus|also|y|además|et|aussi|und|außerdem)\s+(?:a|an|un|una|une|ein|eine|einen)\s/iu;
// "Donc l'affiche principale…", "Ensuite le flyer…", "Then the roll-ups": a list said aloud, item by item.
const NEXT_ITEM =
  /^(?:then|next|after that|and then|plus|also|donc|ensuite|après|puis|et puis|aussi|dann|danach|außerdem|dazu|luego|después|además|y también)[\s,]/iu;

/** "must be WCAG AA", "hosted in the EU", "it has to be secure": a condition on the work. */
function isConstraint(text: string, named: boolean): boolean {
  if (has(LEDGER_CUES.compliance, text)) return true;
  return has(LEDGER_CUES.constraint, text) && (named || has(LEDGER_CUES.workNoun, text));
}

export interface Classified {
  kind: RequestKind;
  /** The part of the text that states it (a request sentence's object). */
  text: string;
  offset: number;
}

// An item that opens with a noun ("An accessible PDF …") is a thing to make; a condition opens with
// a modal, a quantifier or the condition itself ("Must be hosted in the EU", "Conformité WCAG").
const ARTICLE_START =
  /^(?:a|an|the|one|un|une|des|le|la|les|l'|ein|eine|einen|der|die|das|un|una|unos|unas|el|los|las|\d)\s/iu;

// "- approx. 25 pages (home, about, …)": an item counting what a build is made of is that build's size.
const BUILD_UNITS = new Set(['page', 'screen', 'product', 'template']);

function classifyItem(raw: RawRequest, text: string, named: boolean, language: Language): RequestKind | null {
  const main = outsideBrackets(text);
  if (calendarLine(main, named)) return null;
  // "Catálogo: ~18.000 SKU activos", "Bestand: 1.200 aktive Kunden": how much of it the client has.
  if (holds(main)) return 'platform';
  if (!named && BUILD_UNITS.has(quantityOf(main, language, null)?.unit ?? '')) return 'deliverable';
  if (ARTICLE_START.test(main.trim()) && raw.section !== 'requirements') return 'deliverable';
  // In a requirements list a modal alone makes a condition ("The supplier must hold CREST accreditation").
  if (raw.section === 'requirements')
    return named && !isConstraint(main, true) ? 'deliverable' : 'constraint';
  if (!named && isConstraint(main, false)) return 'constraint';
  if (!named && has(LEDGER_CUES.objective, main)) return 'objective';
  return named || raw.section === 'scope' ? 'deliverable' : null;
}

/** How a sentence asks: after a lead-in ("we need"), or in other words ("it would be great if you could"). */
interface Asking {
  object: { text: string; offset: number } | null;
  ask: Ask | null;
}

function classifySentence(
  raw: RawRequest,
  text: string,
  services: readonly ServiceMatch[],
  afterRequest: boolean,
  language: Language,
  { object, ask }: Asking,
): Classified | null {
  const named = services.length > 0;
  const whole = { text, offset: 0 };
  if (named && (denied(text) || quoteRefused(text))) return { kind: 'exclusion', ...whole };
  if (object && named && !has(LEDGER_CUES.objective, object.text.slice(0, 24)))
    return { kind: 'deliverable', ...object };
  if (object && listsThings(object.text)) return { kind: 'deliverable', ...object };
  // "We need 10-20 pages": a count in a unit of work asks for more of the work that unit counts.
  if (object && quantityOf(object.text, language, null)?.unit) return { kind: 'deliverable', ...object };
  if (object && has(LEDGER_CUES.objective, object.text)) return { kind: 'objective', ...whole };
  // "It would be great if you could redesign our logo": asked in other words, for work it names.
  if (
    !object &&
    ask &&
    services.some((s) => s.start >= ask.offset) &&
    !has(LEDGER_CUES.objective, ask.text.slice(0, 24)) &&
    !has(LEDGER_CUES.compliance, ask.text)
  )
    return ask.denied ? { kind: 'exclusion', ...whole } : { kind: 'deliverable', ...ask };
  // "12 posts a month across insta + fb": a count per period in a unit of one kind of work asks for it.
  const unit = named || STATE_OF_OURS.test(text) ? null : countedInUnit(text, language);
  if (unit) return { kind: 'deliverable', ...unit };
  if (has(LEDGER_CUES.platform, text)) return named ? { kind: 'platform', ...whole } : null;
  if (isConstraint(text, named)) return { kind: 'constraint', ...whole };
  if (has(LEDGER_CUES.objective, text) && !named) return { kind: 'objective', ...whole };
  if (object && named) return { kind: 'deliverable', ...object };
  // "Class booking, maybe payments, that kind of thing.": a short line of named work after a request
  // continues it, as does one that opens with "and a" ("Y un video homenaje de unos 5 minutos…").
  if (
    named &&
    afterRequest &&
    !CONDITION.test(text) &&
    (text.split(/\s+/).length <= SHORT_REQUEST_WORDS || AND_A.test(text) || NEXT_ITEM.test(text))
  )
    return { kind: 'deliverable', ...whole };
  if (named && isHeadline(text)) return { kind: 'deliverable', ...whole };
  if (!named || STATE_OF_OURS.test(text)) return null;
  const counted = countedPerPeriod(text, services, language) ?? countedInUnit(text, language);
  if (counted) return { kind: 'deliverable', ...counted };
  return raw.section === 'scope' ? { kind: 'deliverable', ...whole } : null;
}

// "Our docs are fine but our blog is dead": the client saying how what they have is, under a scope
// heading, asks for nothing; the request comes in the sentence that asks.
const STATE_OF_OURS =
  /(?<![\p{L}])(?:our|notre|nos|unser\p{L}*|nuestr[oa]s?)\s+(?:[\p{L}-]+\s+){1,2}?(?:is|are|was|were|est|sont|était|ist|sind|war|es|son|está|están|era)(?![\p{L}])/iu;

/** A whole sentence or item, before it is cut into parts. */
const PAYMENT_STAGE =
  /^\s*\d{1,3}\s?%\s+(?:on|at|upon|after|when|à|au|a la|à la|lors|bei|nach|mit|zur|zum|al|a|con|tras|contra)(?![\p{L}])/iu;

export function classify(
  raw: RawRequest,
  text: string,
  services: readonly ServiceMatch[],
  afterRequest: boolean,
  language: Language,
): Classified | null {
  const named = services.length > 0;
  const whole = { text, offset: 0 };
  if (raw.section === 'exclusion') return { kind: 'exclusion', ...whole };
  // "50% on launch", "30 % à la signature": a stage of payment, not work.
  if (PAYMENT_STAGE.test(text)) return null;
  // "Blog --> tampoco", "Facebook → macht weiter meine Schwester": the verdict after the arrow decides.
  const verdict = verdictOf(raw.text, language, raw.source === 'item');
  if (verdict === 'refused') return { kind: 'exclusion', ...whole };
  if (verdict === 'theirs') return { kind: 'client', ...whole };
  // "We do NOT want machine translation", "Machine translation is not acceptable": how the work is
  // done is refused, not the work.
  if (named && dismissesAWay(text, services)) return { kind: 'constraint', ...whole };
  if (named && refusesAWay(text, services) && !negated(text, services) && (askOf(text)?.denied ?? true))
    return { kind: 'constraint', ...whole };
  if (raw.source === 'item') {
    if (named && (denied(text) || negated(text, services)))
      return { kind: blackout(text) ? 'constraint' : 'exclusion', ...whole };
    // "We'll provide test accounts for every role", listed under the conditions: theirs, not a condition.
    if (doneByClient(text, language, services)) return { kind: 'client', ...whole };
    const kind = classifyItem(raw, text, named, language);
    return kind ? { kind, ...whole } : null;
  }
  const asking: Asking = { object: objectOf(text), ask: askOf(text) };
  // "Wir sind ein Hotel (86 Zimmer) und brauchen einen neuen Imagefilm": an introduction that goes on to ask.
  const asks = asking.object !== null || asking.ask !== null;
  if (INTRODUCTION.test(text) && !asks) return null;
  // "Nous n'avons aucune documentation": what the client lacks asks for nothing by itself, nor
  // what happened before ("last time YouTube blocked one of the boys' videos").
  if (named && !asks && (lacks(text) || HISTORY.test(outsideBrackets(text)))) return null;
  // "Social engineering and phishing are out of scope": a dismissal covers every part of it.
  if (named && !asks && dismissed(text, services)) return { kind: 'exclusion', ...whole };
  // "Ausdrücklich keine Chatbot-Lösung für Klienten – nur intern": refused, not theirs to do.
  if (named && !asks && doneByClient(text, language, services))
    return { kind: negated(text, services) ? 'exclusion' : 'client', ...whole };
  // "Could you send a proposal with the pricing broken out per video?": how to quote, no work.
  const asked = (asking.object ?? asking.ask)?.text ?? '';
  if (asksOurOffer(asked) || asksOurOffer(text)) return null;
  const found = classifySentence(raw, text, services, afterRequest, language, asking);
  if (found) return found;
  if (!named || !negated(text, services)) return null;
  return { kind: blackout(text) ? 'constraint' : 'exclusion', ...whole };
}
