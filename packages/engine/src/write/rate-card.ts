// A rate card, written: what each unit of the work the client named costs, how long the rates hold
// and how a job is ordered. No project, no total: the client asked for rates to compare.
import { validUntil } from '../plan/rate-card';
import { capitalise } from '../price/labels';
import type { Writer } from './context';
import { section, table } from './context';
import { RATE_CARD_VOICE } from './voice/rate-card';

const MAX_NAMED = 5;

export function rateSummary(w: Writer): string | null {
  const rows = w.plan.rateCard;
  if (!rows) return null;
  const voice = RATE_CARD_VOICE[w.plan.language];
  // "product photography (studio / white background)": the work, without its details, once each.
  const items = [...new Set(rows.map((row) => row.item.replace(/\s*\([^)]*\)/gu, '').trim()))];
  const until = w.date(validUntil(w.plan.input.createdAt));
  return section(
    w.voice.headings.summary,
    voice.asked(w.voice.list(items.slice(0, MAX_NAMED)), until),
    voice.perJob,
  );
}

export function rateTable(w: Writer): string | null {
  const rows = w.plan.rateCard;
  if (!rows) return null;
  const voice = RATE_CARD_VOICE[w.plan.language];
  const vat = w.plan.analysis.market?.vat ?? 0;
  const tax = vat > 0 ? w.taxName : '';
  const cells = rows.map((row) => [
    capitalise(row.item),
    row.per,
    row.percent !== null ? `+${w.percent(row.percent)}` : w.money(row.cents ?? 0),
  ]);
  return section(
    voice.heading,
    table(voice.columns(tax).split('|'), cells, ['l', 'l', 'r']),
    tax ? voice.taxNote(tax, w.percent(vat)) : null,
  );
}

export function rateNextSteps(w: Writer): string | null {
  if (!w.plan.rateCard) return null;
  return section(
    w.voice.headings.nextSteps,
    RATE_CARD_VOICE[w.plan.language].next(w.date(w.plan.schedule.start)),
  );
}
