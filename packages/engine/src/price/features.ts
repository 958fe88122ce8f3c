// A request the catalogue does not know is priced as a feature of the project it belongs to,
// in the brief's own words, with the hours such a feature usually takes in that kind of project.
import type { Category } from '@proposals/contracts';
import { isBuild, serviceById } from '../catalogue';
import type { Request } from '../ledger';
import { customLabel } from './labels';
import type { PriceContext, PricedLine } from './line';

// Hours for a requested feature the catalogue does not know, by the kind of project it belongs to.
const FEATURE_HOURS: Partial<Record<Category, number>> = {
  web: 16,
  ecommerce: 16,
  mobile: 24,
  data: 16,
  ai: 20,
  devops: 16,
  security: 16,
  design: 10,
  branding: 10,
  print: 10,
  content: 6,
  social: 6,
  seo: 6,
  marketing: 8,
  events: 12,
  video: 10,
  photography: 8,
  consulting: 8,
  translation: 6,
};

// A counted part the catalogue does not know ("25 screens", "12 workshops"): each unit a quarter of a feature.
const UNIT_SHARE = 4;
const MAX_UNITS = 40;

const featureHours = (ctx: PriceContext): number => FEATURE_HOURS[ctx.primary] ?? 10;

export function featureLine(request: Request, index: number, ctx: PriceContext): PricedLine {
  const hours = featureHours(ctx);
  const units = Math.min(request.quantity ?? 0, MAX_UNITS);
  return {
    key: `feature:${index}`,
    label: customLabel(request.text),
    basis: request.text,
    phase: 'build',
    service: null,
    quantity: null,
    unit: null,
    hours: Math.max(hours, (units * hours) / UNIT_SHARE),
    perMonth: null,
    reducible: null,
    optional: request.optional,
    priority: request.optional ? 3 : 2,
    requests: [index],
  };
}

/**
 * The build a feature belongs to: the last one named before it, with no other named work between
 * ("a portal: live tracking, temperature logs, alerts"). Work named after other work ("a store,
 * product photos and a launch email sequence") is a deliverable of its own.
 */
function buildOf(lines: readonly PricedLine[], index: number): PricedLine | undefined {
  const builds = lines.filter((line) => isBuild(line.service) && line.basis !== null && !line.perMonth);
  const build = builds.filter((line) => (line.requests[0] ?? Infinity) < index).at(-1);
  const from = build?.requests[0] ?? Infinity;
  const between = lines.some((line) => line !== build && line.requests.some((i) => i > from && i < index));
  return build && !between ? build : undefined;
}

/** A part taken into a line: listed under it, its hours added, answered by it. */
function takeIn(line: PricedLine, request: Request, index: number, hours: number): void {
  line.requests.push(index);
  line.covers = [...(line.covers ?? []), request.text];
  line.hours += hours;
  if (line.perMonth) line.perMonth.hours += hours / line.perMonth.months;
}

/**
 * Requests the catalogue does not know: in a build they are its features, listed under the build
 * they follow and priced in it (a portal's "live tracking with a map" is part of the portal, not a
 * line beside it); beside an audit, a campaign or a retainer ("an audit report prioritised by
 * severity", "testing with two screen readers") they are parts of the main work, listed under it
 * with a little time each. Counted or undecided ones stay lines of their own, to be priced or offered.
 */
export function placeUnnamed(
  lines: PricedLine[],
  unnamed: readonly { request: Request; index: number }[],
  ctx: PriceContext,
): PricedLine[] {
  const build = lines.some((line) => isBuild(line.service));
  // In a retainer the parts are the month's work ("kleinere Weiterentwicklungen", a short report).
  const monthly = ctx.retainer ? lines.find((line) => line.perMonth) : undefined;
  const main = monthly ?? lines.find((line) => line.priority === 1) ?? lines[0];
  // Only the work the brief is about takes in its parts; counted work is work of its own.
  const about = main && (monthly !== undefined || serviceById(main.service ?? '')?.category === ctx.primary);
  const own: { request: Request; index: number }[] = [];
  for (const { request, index } of unnamed) {
    // "Holzart (4 Varianten)": a count in no unit of work sizes the feature, it is no work of its own.
    const part = (request.quantity === null || request.unit === null) && !request.optional;
    const feature = part && build ? buildOf(lines, index) : undefined;
    if (feature) takeIn(feature, request, index, featureHours(ctx));
    else if (part && main && about && !build) takeIn(main, request, index, featureHours(ctx) / UNIT_SHARE);
    else own.push({ request, index });
  }
  return [...lines, ...own.map(({ request, index }) => featureLine(request, index, ctx))];
}
