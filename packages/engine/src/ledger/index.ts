// The request ledger: every request the brief makes, in its own words, with what it is (a
// deliverable, a constraint, an objective, a platform, an exclusion, work the client does), the
// services of the catalogue it names and the quantity it states. Generation prices the
// deliverables and accounts for every other row.
import type { Brief } from '../brief';
import { ensureCore } from './core';
import { withShootDaysOfTheFilm } from './shoot-days';
import type { Per } from './quantity';
import {
  withoutFormSummary,
  withoutMentions,
  withoutUmbrellas,
  withSharedCounts,
  withSiblingUnits,
} from './revise';
import { withAssessedTargets } from './assessed';
import { withCarePlan } from './care-plan';
import { withCountsPerThing, withHeadcount } from './brief-counts';
import { withOnlyAsked } from './only-asked';
import { withoutWithdrawn } from './withdrawn';
import { withoutRestated } from './as-before';
import { rowsOf } from './rows';
import { askOf } from './asking';
import { objectOf } from './sentence';
import { rawRequests } from './units';
import {
  withCountsEachInside,
  withCountsForEach,
  withCountsInLinesAfter,
  withCountsPerEach,
  withSiteLanguages,
  withVolumes,
} from './volumes';
import type { RequestKind } from './classify';
import { withoutRemarks } from './work-words';
import { withoutRefusedMentions, withQuestionsSettled } from './asides';
import { withPrintRuns } from './print-runs';
import { withSplitCounts } from './split-counts';
import { withLanguageCounts, withLanguagePairs } from './language-pairs';
import { withoutPricedByParts } from './priced-by-parts';
import { withoutDroppedPlatforms } from './dropped-platforms';
import { withTopicsSettled } from './topic-lines';
import { withCorrectedCounts } from './corrected-counts';
import { withoutLaterBuilds } from './later-builds';

export type { Per, RequestKind };

export interface Request {
  /** The brief's own words. */
  text: string;
  kind: RequestKind;
  /** Catalogue services the words name, in order; empty for a deliverable the catalogue does not know. */
  services: string[];
  quantity: number | null;
  unit: string | null;
  per: Per | null;
  /** Target languages of a translation ("a 4 idiomas"), which multiply its words. */
  languages: number | null;
  /** Undecided ("maybe", "rien n'est décidé", "wäre schön"): offered as an option. */
  optional: boolean;
  /** The brief's number or list label for it ("2.1", "Fase 1 – MVP"). */
  ref: string | null;
  message: number;
  /** The tender's lot it belongs to ("2"), when the brief is divided into lots. */
  lot?: string;
}

export function buildLedger(brief: Brief): Request[] {
  const ledger: Request[] = [];
  let lastRequest: { line: number; message: number } | null = null;
  for (const raw of rawRequests(brief)) {
    // A fragment right after a request ("Class booking, maybe payments") continues it.
    const afterRequest =
      lastRequest !== null && lastRequest.message === raw.message && raw.line - lastRequest.line <= 1;
    const rows = rowsOf(raw, brief, afterRequest);
    // A sentence that asks opens a list even when the catalogue knows no word of it ("Ce qu'il
    // nous faut c'est l'univers visuel de cette édition. Donc l'affiche…").
    const asks = raw.source === 'sentence' && (objectOf(raw.text) !== null || askOf(raw.text) !== null);
    if (asks || rows.some((row) => row.kind === 'deliverable'))
      lastRequest = { line: raw.line, message: raw.message };
    ledger.push(...rows);
  }
  // The assessment a brief asks for is found before umbrellas go: "einen Penetrationstest" over the
  // targets it lists is what makes them targets, not builds.
  const assessed = withCountsEachInside(withAssessedTargets(withoutFormSummary(dropRepeats(ledger))), brief);
  const revised = withoutMentions(
    withSiblingUnits(
      withoutRestated(
        withOnlyAsked(withoutWithdrawn(withoutUmbrellas(assessed, brief.language), brief.language), brief),
        brief,
      ),
      brief,
    ),
  );
  const counted = withCorrectedCounts(
    withCountsPerThing(
      withCountsInLinesAfter(
        withCountsForEach(
          withCountsPerEach(
            withLanguageCounts(
              withHeadcount(withVolumes(withSplitCounts(withLanguagePairs(revised, brief)), brief), brief),
              brief,
            ),
            brief.language,
          ),
          brief,
        ),
        brief,
      ),
      brief,
    ),
    brief,
  );
  const work = withPrintRuns(
    withQuestionsSettled(
      withoutRefusedMentions(withoutRemarks(withTopicsSettled(counted, brief), brief.language)),
    ),
    brief,
  );
  const kept = withoutDroppedPlatforms(ensureCore(work, brief), brief);
  const shared = withSharedCounts(withSiteLanguages(kept), brief.language);
  return withinLots(
    decided(
      withoutLaterBuilds(withShootDaysOfTheFilm(withCarePlan(withoutPricedByParts(shared), brief)), brief),
    ),
    brief,
  );
}

/**
 * A tender in lots states all its work inside them: what else it asks (payment terms, documents, a
 * briefing session) is a condition of bidding, not work to price.
 */
function withinLots(ledger: Request[], brief: Brief): Request[] {
  if (brief.lots.length === 0) return ledger;
  return ledger.map((r) => (r.kind === 'deliverable' && !r.lot ? { ...r, kind: 'constraint' } : r));
}

/** A brief made only of "maybe"s still asks for that work: undecided is relative to something firm. */
function decided(ledger: Request[]): Request[] {
  const deliverables = ledger.filter((r) => r.kind === 'deliverable');
  if (deliverables.length === 0 || deliverables.some((r) => !r.optional)) return ledger;
  return ledger.map((r) => (r.kind === 'deliverable' ? { ...r, optional: false } : r));
}

/** A request repeated (a forwarded original and its reply, a summary after a list) counts once, the newest. */
function dropRepeats(ledger: Request[]): Request[] {
  const key = (r: Request) => `${r.kind}:${r.text.toLowerCase().replace(/\W+/g, ' ').trim()}`;
  const seen = new Set<string>();
  return [...ledger]
    .sort((a, b) => a.message - b.message)
    .filter((r) => !seen.has(key(r)) && seen.add(key(r)))
    .sort((a, b) => ledger.indexOf(a) - ledger.indexOf(b));
}
