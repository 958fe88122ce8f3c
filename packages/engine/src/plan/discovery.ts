// A brief too vague to price gets a fixed-price discovery instead: the catalogue's discovery
// service and its standard parts (workshop, interviews, audit, report and quote, playback).
import type { Language } from '@proposals/locale';
import { hoursFor, serviceById } from '../catalogue';
import type { PricedLine } from '../price/lines';
import type { Request } from '../ledger';
import { deliverableRow } from '../ledger/core';

// The work a category's project usually is, for the rough costs of a brief that names none
// ("tell us what we should be doing, and roughly what that would cost").
const TYPICAL: Partial<Record<string, string>> = {
  web: 'website',
  ecommerce: 'online-store',
  data: 'dashboard',
  mobile: 'mobile-app',
  branding: 'brand-identity',
  seo: 'seo-audit',
  social: 'social-strategy',
  marketing: 'paid-campaign',
  ai: 'chatbot',
  photography: 'photo-shoot',
  events: 'event-organisation',
  security: 'pentest',
  content: 'copywriting',
  translation: 'translation',
  design: 'ux-research',
  devops: 'cloud-migration',
};
const TYPICAL_KINDS = 2;

/** The usual work of the brief's leading kinds, as requests to price for a ballpark. */
export function typicalRequests(categories: readonly { name: string }[]): Request[] {
  return categories
    .flatMap((c) => TYPICAL[c.name] ?? [])
    .slice(0, TYPICAL_KINDS)
    .flatMap((id) => {
      const service = serviceById(id);
      return service ? [deliverableRow(service.label.en, [id])] : [];
    });
}

// A rough figure asked for work the brief names needs a call and a written quote, not a workshop,
// interviews and an audit: the call, and the report at its shortest.
const SCOPING = 'scoping-call';
const REPORT = 'report';

export function discoveryLines(language: Language, scoping = false): PricedLine[] {
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
  const call = serviceById(SCOPING);
  const report = service.components?.find((c) => c.id === REPORT);
  if (scoping && call && report)
    return [
      { ...line(SCOPING, call.label[language], call.hours.base, call.phase), service: SCOPING },
      line(`discovery:${REPORT}`, report.label[language], report.hours.min, report.phase),
    ];
  const parts = (service.components ?? []).map((c) =>
    line(`discovery:${c.id}`, c.label[language], hoursFor(c.hours, null), c.phase),
  );
  return [parts[0], interviews, ...parts.slice(1)].filter((l): l is PricedLine => l !== undefined);
}
