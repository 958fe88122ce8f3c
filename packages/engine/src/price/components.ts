// The standard lines a large build carries (sitemap, design, launch), once: a second build shares
// the first one's lines, adding its own share of the work to them.
import type { Language } from '@proposals/locale';
import { hoursFor, type Service } from '../catalogue';
import { roundHalf, type PricedLine } from './line';

export function componentLines(
  service: Service,
  quantity: number | null,
  index: number,
  language: Language,
): PricedLine[] {
  return (service.components ?? []).map((component) => ({
    key: `${service.id}:${component.id}`,
    label: component.label[language],
    basis: null,
    phase: component.phase,
    service: service.id,
    quantity: null,
    unit: null,
    hours: roundHalf(hoursFor(component.hours, quantity)),
    perMonth: null,
    reducible: component.reducible,
    optional: false,
    priority: 1,
    requests: [index],
  }));
}

/**
 * A second build shares the first one's standard lines: a website with a shop is planned, designed
 * and launched once, with the shop's share of that work added to the same lines.
 */
export function mergeComponent(lines: PricedLine[], component: PricedLine): void {
  const same = lines.find(
    (l) => l.basis === null && l.service !== component.service && l.phase === component.phase,
  );
  if (!same) {
    if (!lines.some((l) => l.key === component.key)) lines.push(component);
    return;
  }
  same.hours = roundHalf(same.hours + component.hours / 2);
  same.requests.push(...component.requests.filter((r) => !same.requests.includes(r)));
}
