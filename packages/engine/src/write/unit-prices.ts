// The price per unit a client asked to see ("Preis pro Standort", "price the reels per reel"),
// beside the total: a line counted in that unit by its price for one, with the lines of its making;
// otherwise the whole price
// split over the locations or sessions the brief counts.
import { UNITS } from '../catalogue';
import { totalsOf } from '../plan/totals';
import type { Writer } from './context';

export function unitPrices(w: Writer): string | null {
  const { plan, voice } = w;
  const label = (unit: string) => UNITS[unit]?.label[plan.language][0] ?? unit;
  const asked = plan.analysis.engagement?.unitPrices ?? [];
  const items = asked.flatMap(({ unit, count }) => {
    const line = plan.fitted.included.find((l) => l.unit === unit && (l.perMonth?.quantity ?? l.quantity));
    if (line) {
      const quantity = (line.perMonth?.quantity ?? line.quantity) as number;
      // A video's price is its pre-production, shoot and edit too, not only its own line.
      const parts = plan.fitted.included.filter(
        (l) => l === line || (l.service === line.service && l.basis === null),
      );
      const cents = parts.reduce((sum, l) => sum + w.cents(l), 0) / (line.perMonth?.months ?? 1);
      return [voice.investment.unitPrice(label(unit), w.money(Math.round(cents / quantity)))];
    }
    const counted = plan.analysis.requests.filter((r) => r.unit === unit && r.per === null);
    const n = Math.max(count ?? 0, ...counted.map((r) => r.quantity ?? 0));
    // The whole price split evenly only when that is the one split asked for (not "per cohort and per module").
    if (n < 2 || plan.schedule.months || asked.length > 1) return [];
    const each = Math.round(totalsOf(plan).total / n / 100) * 100;
    return [voice.investment.unitPrice(label(unit), w.money(each))];
  });
  return items.length ? voice.investment.unitPrices(voice.list(items)) : null;
}
