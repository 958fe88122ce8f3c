// What a client says around the work rather than asks for: a bare mention of work the same message
// refuses, and a question for the agency to settle.
import type { Request } from './index';
import { askOf } from './asking';
import { objectOf } from './sentence';

const MENTION_ONLY_WORDS = 4;

/**
 * "Ah, website … but not a new site, yeah?", "No drone, the neighbours have complained about drones
 * before": a bare mention of work the same message refuses asks for nothing; nor does a longer one
 * that neither asks nor counts.
 */
const asks = (r: Request): boolean =>
  r.quantity !== null || askOf(r.text) !== null || objectOf(r.text) !== null;

export function withoutRefusedMentions(ledger: Request[]): Request[] {
  const refused = (r: Request) =>
    ledger.some(
      (x) =>
        x.kind === 'exclusion' &&
        x.message === r.message &&
        r.services.every((id) => x.services.includes(id)),
    );
  return ledger.filter(
    (r) =>
      r.kind !== 'deliverable' ||
      r.services.length === 0 ||
      (r.text.split(/\s+/).length > MENTION_ONLY_WORDS && asks(r)) ||
      !refused(r),
  );
}

// "keine Ahnung, ob da eine Drohne geht, bitte klären", "vos références en packaging cosmétique ?":
// a question for the agency to answer, or its credentials, not work.
const TO_SETTLE =
  /^(?:ob|whether)\s|(?<![\p{L}])(?:bitte klären|please (?:check|clarify|confirm|advise)|à vous de nous dire|merci de nous (?:dire|confirmer)|díganos|avísennos|nos confirman|your references|your portfolio|examples of your work|vos références|votre portfolio|des exemples de vos|ihre referenzen|sus referencias|su portafolio|ejemplos de su trabajo)(?![\p{L}])/iu;

/** A request that asks the agency to find something out is a condition to settle, not a priced line. */
export const withQuestionsSettled = (ledger: Request[]): Request[] =>
  ledger.map((r) => (r.kind === 'deliverable' && TO_SETTLE.test(r.text) ? { ...r, kind: 'constraint' } : r));
