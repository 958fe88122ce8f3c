// Pages a brief lists ("home page with news", "a page for each team (14 teams)", "contact + map")
// are the size of the site they belong to, not features beside it: they count its pages and are
// listed under it.
import { serviceById } from '../catalogue';
import type { Request } from '../ledger';
import { FOR_EACH } from '../ledger/row-services';
import type { PriceContext, PricedLine } from './line';
import { hoursOf } from './quantities';

const PAGE =
  /(?:^|[^\p{L}])(?:pages?|home ?page|homepage|contact|about us|seiten?|startseite|kontakt|pages? d'accueil|accueil|rubriques?|p[aá]ginas?|inicio|contacto)(?![\p{L}])/iu;

type Unnamed = { request: Request; index: number };

/** The unnamed requests left once listed pages are counted in the site's line. */
export function foldPages(
  lines: PricedLine[],
  unnamed: readonly Unnamed[],
  stated: (line: PricedLine) => boolean,
  ctx: PriceContext,
): Unnamed[] {
  const site = lines.find((line) => line.unit === 'page' && line.basis !== null && !line.perMonth);
  const service = serviceById(site?.service ?? '');
  if (!site || !service?.components?.length) return [...unnamed];
  const pages = unnamed.filter(({ request }) => PAGE.test(request.text));
  if (pages.length === 0) return [...unnamed];
  // "a page for each team (14 teams)" is 14 pages; "sponsors page (about 30 sponsors)" is one.
  const count = (r: Request) =>
    r.quantity !== null && (r.unit === 'page' || FOR_EACH.test(r.text)) ? r.quantity : 1;
  const listed = pages.reduce((sum, { request }) => sum + count(request), 0);
  // A count the client stated already holds the pages they list; a default gives way to the list.
  if (!stated(site)) {
    site.quantity = Math.max(listed, service.defaultQuantity ?? 0);
    site.hours = hoursOf(service, site.quantity, ctx.rate);
  }
  for (const { request, index } of pages) {
    site.requests.push(index);
    site.covers = [...(site.covers ?? []), request.text];
  }
  return unnamed.filter((u) => !pages.includes(u));
}
