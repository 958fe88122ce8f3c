// The open questions of an analysis, before any pricing: what the brief leaves open about budget,
// dates, the quantity of its main work, content and undecided items.
import type { AnalysisResult } from '@proposals/contracts';
import { isLanguage } from '@proposals/locale';
import { serviceById, UNITS } from '../catalogue';
import { CUES, has } from '../facts/cues';
import { findMoney } from '../facts/money/mentions';
import { openQuestions, statesCount } from '../questions';

type Draft = Omit<AnalysisResult, 'openQuestions'>;

const BUILD_CATEGORIES = new Set(['web', 'ecommerce', 'mobile', 'print']);
const CONTENT_SERVICES = new Set([
  'copywriting',
  'copy-polish',
  'content-creation',
  'photo-shoot',
  'product-photos',
]);

/**
 * `briefText`: a brief that leaves the budget to us on purpose ("we haven't set a budget; what is
 * realistic?") or caps the hours instead is not asked for a budget range, nor one that names a sum
 * or counts the work in its unit.
 */
export function analysisQuestions(analysis: Draft, briefText: string): string[] {
  const language = isLanguage(analysis.language) ? analysis.language : 'en';
  const deliverables = analysis.requests.filter((r) => r.kind === 'deliverable');
  const main = deliverables
    .map((r) => ({ row: r, service: r.services.map(serviceById).find((s) => s) }))
    .find(({ service }) => service?.components?.length);
  // "environ 8 pages : le cabinet, les associés…" may count the site on a line of its own.
  const counted = deliverables.some((r) => r.unit !== null && r.unit === main?.service?.unit);
  const stated = (unit: string) => counted || statesCount(briefText, unit, language);
  const unstated = main?.service?.unit && !stated(main.service.unit) ? main : undefined;
  const unit = unstated?.service?.unit ? UNITS[unstated.service.unit] : undefined;
  const build = deliverables.some((r) =>
    r.services.some((id) => BUILD_CATEGORIES.has(serviceById(id)?.category ?? '')),
  );
  const contentNamed = analysis.requests.some((r) => r.services.some((id) => CONTENT_SERVICES.has(id)));
  return openQuestions({
    language,
    // A sum the reading could not place is still one the brief names: asking for it would show that.
    hasBudget:
      analysis.budget !== null ||
      has(CUES.budgetOpen, briefText) ||
      findMoney(briefText).some((m) => m.currency !== undefined),
    hasDeadline: analysis.deadline !== null,
    asksForDates:
      analysis.engagement.model !== 'retainer' && !analysis.keyDates.some((k) => k.kind === 'event'),
    assumedQuantity:
      unstated?.service && unit
        ? {
            item:
              language === 'de'
                ? unstated.service.label[language]
                : unstated.service.label[language].toLowerCase(),
            unit: language === 'de' ? unit.label[language][1] : unit.label[language][1].toLowerCase(),
            quantity: String(unstated.service.defaultQuantity),
          }
        : null,
    contentOpen: build && !contentNamed,
    undecided: deliverables.find((r) => r.optional)?.text ?? null,
    moving: analysis.requests.some((r) => r.kind === 'platform') && build,
  });
}
