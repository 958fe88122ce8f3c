// One ledger row from the words of one request: its services (the work named first, or the work its
// heading names), the quantity it states in that work's unit and how often, and whether it is undecided.
import type { Brief } from '../brief';
import { serviceById, type ServiceMatch } from '../catalogue';
import type { RequestKind } from './classify';
import { has, LEDGER_CUES, OBJECT_LEAD } from './cues';
import type { Request } from './index';
import { languageCount } from './languages';
import { perOf, quantityOf } from './quantity';
import { countedFirst, countsTheWork, headFirst, ordered } from './row-services';
import { unquoted } from './things';
import type { RawRequest } from './units';

export function rowOf(
  text: string,
  matches: ServiceMatch[],
  kind: RequestKind,
  raw: RawRequest,
  brief: Brief,
  optional: boolean,
  inherited: string[],
): Request {
  const own = countedFirst(text, brief, ordered(headFirst(matches, text)));
  const services = inherited.length ? inherited : own;
  const unit = (services[0] && serviceById(services[0])?.unit) ?? null;
  const stated =
    kind === 'deliverable' ? quantityOf(unquoted(text.replace(OBJECT_LEAD, '')), brief.language, unit) : null;
  // "ca. 1.100 aktive Kundenkonten": a number in no unit counts the work only when it names the work.
  // "train the 9 of us, hold weekly check-ins": how often counts only the words right after the number.
  const often = stated?.per != null && perOf(stated.noun ?? '') !== null;
  const quantity =
    stated && stated.unit === null && !often && !countsTheWork(stated.noun, services, brief, text)
      ? null
      : stated;
  // "16 posts + 12 reels per month": said once for a whole item, never across "; (b) …" requests.
  const shared = /\d/.test(text) && !raw.text.includes('; ');
  const per = quantity ? (quantity.per ?? (shared ? perOf(`${raw.label ?? ''} ${raw.text}`) : null)) : null;
  return {
    text,
    kind,
    services,
    quantity: quantity?.value ?? null,
    unit: quantity?.unit ?? null,
    per,
    languages: services.some((id) => serviceById(id)?.category === 'translation')
      ? languageCount(`${raw.heading ?? ''} ${text}`)
      : null,
    optional: optional || has(LEDGER_CUES.optional, text),
    ref: raw.ref,
    message: raw.message,
    ...(raw.lot ? { lot: raw.lot } : {}),
  };
}
