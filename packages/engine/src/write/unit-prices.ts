// The price per unit a client asked to see ("Preis pro Standort", "price the reels per reel"),
// beside the total: a line counted in that unit by its price for one; otherwise the whole work
// split over the sessions or locations the brief counts.
import { UNITS } from '../catalogue';
import { totalsOf } from '../plan/totals';
import type { Writer } from './context';

export function unitPrices(w: Writer): string | null {
  const { plan, voice } = w;
  const label = (unit: string) => UNITS[unit]?.label[plan.language][0] ?? unit;
  const items = (plan.analysis.engagement?.unitPrices ?? []).flatMap((unit) => {
    const line = plan.fitted.included.find((l) => l.unit === unit && (l.perMonth?.quantity ?? l.quantity));
    if (line) {
      const quantity = (line.perMonth?.quantity ?? line.quantity) as number;
      const cents = w.cents(line) / (line.perMonth?.months ?? 1);
      return [voice.investment.unitPrice(label(unit), w.money(Math.round(cents / quantity)))];
    }
    const counts = plan.analysis.requests.filter((r) => r.unit === unit && r.per === null);
    const count = Math.max(0, ...counts.map((r) => r.quantity ?? 0));
    if (count < 2 || plan.schedule.months) return [];
    return [voice.investment.unitPrice(label(unit), w.money(Math.round(totalsOf(plan).total / count)))];
  });
  return items.length ? voice.investment.unitPrices(voice.list(items)) : null;
}
