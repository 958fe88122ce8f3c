// One part of a request, read on its own: an exclusion or the client's own work where its own
// words say so, and work asked for again after the client's own ("though a few images may need
// retouching").
import type { Language } from '@proposals/locale';
import type { ServiceMatch } from '../catalogue';
import { doneByClient } from './agent';
import type { RequestKind } from './classify';
import { ANSWERED_NO, has, LEDGER_CUES } from './cues';
import { negated } from './negation';

const TURN =
  /^(?:(?:and|und|et|y)\s+)?(?:though|although|but|however|yet|except|need|needs|want|aber|allerdings|jedoch|nur|brauchen|benötigen|möchten|mais|cependant|sauf|besoin|voudrions|souhaitons|pero|aunque|salvo|excepto|necesitamos|queremos)\b/iu;
// "…; the agency would do keyword research": work given to the one the brief is sent to.
const YOURS =
  /^(?:(?:and|but|while|und|aber|et|mais|y|pero)\s+)?(?:(?:the\s+)?(?:agency|supplier|contractor|vendor|partner|studio|you)\s+(?:would|will|should|shall|can|to)|ihr\s+(?:müsst|müsstet|sollt|solltet|würdet)|sie\s+(?:müssten|sollten|würden)|vous\s+(?:devrez|devriez|feriez|fournirez)|ustedes\s+(?:deberían|tendrían|harían))\b/iu;
// "Olvídate de la app, solo la página web", "Die App streichen wir, nur die Website": what a
// refusal keeps is asked for.
const ONLY =
  /^(?:(?:but|pero|mais|aber|sino)\s+)?(?:only|just|solo|sólo|solamente|únicamente|nur|seulement|juste|uniquement)\s/iu;
const asksAgain = (text: string): boolean =>
  TURN.test(text.trim()) || YOURS.test(text.trim()) || has(LEDGER_CUES.leadIn, text);

/** One part of a request: an exclusion or the client's own work where its own words say so. */
export function partKind(
  text: string,
  services: readonly ServiceMatch[],
  inherited: RequestKind,
  language: Language,
): RequestKind {
  // "We have photography from last year, though a few images may need retouching": the turn asks for work.
  if (
    inherited === 'client' &&
    services.length > 0 &&
    asksAgain(text) &&
    !doneByClient(text, language, services)
  )
    return 'deliverable';
  if (inherited !== 'deliverable' && inherited !== 'exclusion') return inherited;
  if (inherited === 'exclusion' && services.length > 0 && ONLY.test(text.trim()) && !negated(text, services))
    return 'deliverable';
  if (services.length > 0 && (negated(text, services) || ANSWERED_NO.test(text))) return 'exclusion';
  if (inherited === 'deliverable' && doneByClient(text, language, services)) return 'client';
  return inherited;
}
