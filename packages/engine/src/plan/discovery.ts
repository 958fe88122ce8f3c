// A brief too vague to price gets a fixed-price discovery instead: the catalogue's discovery
// service and its standard parts (workshop, interviews, audit, report and quote, playback).
import type { Language } from '@proposals/locale';
import { hoursFor, serviceById } from '../catalogue';
import type { PricedLine } from '../price/lines';

export function discoveryLines(language: Language): PricedLine[] {
  const service = serviceById('discovery');
  if (!service) return [];
  const line = (key: string, label: string, hours: number, phase: PricedLine['phase']): PricedLine => ({
    key,
    label,
    basis: null,
    phase,
    service: service.id,
    quantity: null,
    unit: null,
    hours,
    perMonth: null,
    reducible: null,
    optional: false,
    priority: 1,
    requests: [],
  });
  const interviews = {
    ...line(
      'discovery',
      service.label[language],
      hoursFor(service.hours, service.defaultQuantity),
      'discovery',
    ),
  };
  interviews.quantity = service.defaultQuantity;
  interviews.unit = service.unit;
  const parts = (service.components ?? []).map((c) =>
    line(`discovery:${c.id}`, c.label[language], hoursFor(c.hours, null), c.phase),
  );
  return [parts[0], interviews, ...parts.slice(1)].filter((l): l is PricedLine => l !== undefined);
}
