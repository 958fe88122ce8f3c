// Priced lines from the ledger: each requested deliverable becomes one line (its catalogue
// service × the quantity the brief states, else the service's usual quantity), in the brief's own
// words as its basis. A large build adds its standard lines once (sitemap, design, launch). Work
// named twice is priced once; a request the catalogue does not know is priced as a feature.
import { isBuild, serviceById, type Service } from '../catalogue';
import { componentLines, mergeComponent } from './components';
import type { Request } from '../ledger';
import { languageCount } from '../ledger/languages';
import { batchLabel, labelFor } from './labels';
import { serviceOf } from './alternatives';
import { piecesOf } from './pieces';
import { placeUnnamed } from './features';
import { foldPages } from './pages';
import { roundHalf, type PriceContext, type PricedLine } from './line';
import { monthly } from './per-month';
import { ongoingOf } from './ongoing';
export type { PricedLine } from './line';
import {
  blocksOf,
  hoursOf,
  lineKey,
  quantityFor,
  statesCount,
  timesLanguages,
  withSummedCount,
} from './quantities';

function serviceLine(request: Request, index: number, service: Service, ctx: PriceContext): PricedLine {
  const quantity = timesLanguages(request, service, quantityFor(request, service));
  // A yearly thing in a project ("rapport annuel", "annual review") is done once.
  const recurring = service.recurring || (request.per !== null && request.per !== 'year');
  const perMonthQuantity = recurring && quantity !== null ? monthly(quantity, request.per) : quantity;
  const blocks = blocksOf(request, service);
  const single = hoursOf(service, perMonthQuantity, ctx.rate);
  const hours = blocks > 1 ? roundHalf(single * blocks) : single;
  // Monthly work inside a project runs for the term the request states ("12 meses"), else the
  // project's; with neither it is quoted a month, open-ended.
  const stated = request.unit === 'month' ? request.quantity : null;
  const term = stated ?? ctx.months;
  const open = recurring && term === null && !ctx.retainer;
  const months = recurring ? (term ?? 1) : 1;
  return {
    key: lineKey(service, request),
    label: labelFor(
      service,
      request,
      ctx.language,
      service.category === 'translation' ? request.languages : null,
      !ctx.retainer,
      ctx.refs,
    ),
    basis: request.text,
    phase: service.phase,
    service: service.id,
    quantity: perMonthQuantity === null ? null : Math.round(perMonthQuantity * months * 10) / 10,
    unit: service.unit,
    hours: hours * months,
    perMonth: recurring ? { hours, quantity: perMonthQuantity, months, open } : null,
    reducible: service.reducible,
    optional: request.optional,
    // "8 articles a month": work the client counted is what they came for; it is cut last.
    priority: request.optional ? 3 : request.quantity !== null ? 1 : 2,
    requests: [index],
  };
}

/** "eine neue Website …, auf Deutsch und Englisch": every language beyond the first is built too (sites, shops and apps). */
function languageVersion(
  request: Request,
  index: number,
  service: Service,
  line: PricedLine,
  ctx: PriceContext,
): PricedLine | null {
  const languages = request.languages ?? languageCount(request.text);
  const version = serviceById('second-language-version');
  const paged = ['web', 'ecommerce', 'mobile'].includes(service.category);
  if (!version || !paged || !service.components?.length || !languages || languages < 2) return null;
  const pages =
    service.unit === 'page' ? (line.quantity ?? service.defaultQuantity) : version.defaultQuantity;
  const extra = (languages - 1) * (pages ?? 1);
  return {
    ...serviceLine({ ...request, quantity: extra, unit: version.unit, per: null }, index, version, ctx),
    key: version.id,
    priority: request.optional ? 3 : 2,
  };
}

/** A request counting the work in its own unit, once (not a month's worth). */
const counted = (request: Request, service: Service): boolean =>
  request.quantity !== null && request.unit === service.unit && request.per === null;

/** A further batch shares the first one's set-up: only its units are priced. */
const batchLine = (line: PricedLine, service: Service, key: string): PricedLine => ({
  ...line,
  key: `${key}#${line.requests[0]}`,
  label: batchLabel(line.basis ?? line.label),
  hours: roundHalf(Math.max(0.5, service.hours.perUnit * (line.quantity ?? 1))),
});

const OPTION_OF_MORE = '#option';
/** The line of more of a work already priced, which the client has not decided on. */
export const isOptionOfMore = (line: PricedLine): boolean => line.key.endsWith(OPTION_OF_MORE);

/** One line per requested deliverable, the same work once, the first-named build's lines first. */
export function pricedLines(ledger: readonly Request[], ctx: PriceContext): PricedLine[] {
  const lines: PricedLine[] = [];
  const unnamed: { request: Request; index: number }[] = [];
  // The site's languages may be said where it is named again ("un nouveau site web bilingue").
  const addVersion = (request: Request, index: number, service: Service, line: PricedLine) => {
    const versions = languageVersion(request, index, service, line, ctx);
    if (versions && !lines.some((l) => l.key === versions.key)) lines.push(versions);
  };
  const pieces = piecesOf(ledger);
  ledger.forEach((listed, index) => {
    if (listed.kind !== 'deliverable') return;
    const request = pieces.firsts.get(listed) ?? listed;
    const named = serviceOf(request);
    const service = named && ctx.retainer ? ongoingOf(named, request, lines) : named;
    if (!service) {
      unnamed.push({ request, index });
      return;
    }
    // "same workshops at the other 5 clinics" under "ROLLOUT (option only)": more of the work, offered apart.
    const same = lines.find(
      (line) => line.key === lineKey(service, request) && line.optional === request.optional,
    );
    // "12 lifestyle shots" and "2 flat-lay images" in one message: two batches of the same work; a
    // site counted twice ("einen Relaunch" over "neue Website mit ca. 20 Seiten") is still one site.
    const first = same && ledger[same.requests[0] as number];
    const site = isBuild(service.id) && (service.unit === 'page' || service.unit === 'screen');
    // The same count said twice ("una serie de vídeos" … "24 vídeos en total") is one batch.
    const again = first?.quantity === request.quantity;
    const batch = first && counted(first, service) && counted(request, service) && !site && !again;
    if (batch && first.message === request.message) {
      lines.push(batchLine(serviceLine(request, index, service, ctx), service, same.key));
      return;
    }
    // Each further named piece is counted in the first one's line: it names a part of it. A list of
    // pieces after one named in another message ("zusätzlich ein Dashboard" over "5 Dashboards:")
    // adds its count to that one's.
    const listedPieces = pieces.firsts.has(listed) && same?.quantity != null && same.unit === service.unit;
    if (same && (pieces.rest.has(listed) || listedPieces)) {
      if (listedPieces) {
        const quantity = (same.quantity ?? 0) + (request.quantity ?? 0);
        same.quantity = quantity;
        same.hours = serviceLine({ ...request, quantity }, index, service, ctx).hours;
      }
      same.requests.push(index);
      same.covers = [...(same.covers ?? [first?.text ?? '']), listed.text].filter(Boolean);
      return;
    }
    if (same) {
      same.requests.push(index);
      // The fuller wording of the same request names it better ("a new site with a page for each office"),
      // and a quantity it states counts; monthly counts of the same things add up.
      const parts = same.requests.map((i) => ledger[i] as Request);
      const fuller = serviceLine(withSummedCount(request, parts, service), index, service, ctx);
      if (statesCount(request, service))
        Object.assign(same, { ...fuller, key: same.key, requests: same.requests, priority: same.priority });
      else if (same.basis && request.text.split(/\s+/).length > same.basis.split(/\s+/).length)
        same.basis = request.text;
      addVersion(request, index, service, same);
      return;
    }
    const line = serviceLine(request, index, service, ctx);
    if (lines.some((l) => l.key === line.key)) line.key = `${line.key}${OPTION_OF_MORE}`;
    lines.push(line);
    const components = componentLines(service, line.perMonth?.quantity ?? line.quantity, index, ctx.language);
    if (components.length) line.priority = request.optional ? 3 : 1;
    for (const component of components) mergeComponent(lines, component);
    addVersion(request, index, service, line);
  });
  if (lines.length > 0 && !lines.some((line) => line.priority === 1)) (lines[0] as PricedLine).priority = 1;
  // The site's count is stated when the request it answers counted pages.
  const stated = (line: PricedLine) =>
    line.requests.some((i) => ledger[i]?.quantity !== null && ledger[i]?.unit === 'page');
  return placeUnnamed(lines, foldPages(lines, unnamed, stated, ctx), ctx);
}
