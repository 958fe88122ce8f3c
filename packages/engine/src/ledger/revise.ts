// Passes over the ledger once every request is read. An umbrella ("an SEO agency on a retainer",
// "une agence pour nous accompagner") is who the client looks for, not a deliverable: it keeps what
// it names after the provider, or goes when specific requests name the work.
import { isBuild, serviceById, SERVICES, type Service } from '../catalogue';
import { phrases } from '../text/phrases';
import data from './data/ledger.json';
import { headFirst, ordered } from './row-services';
import { UNIT_SERVICES } from './cues';
import { servicesIn } from './services';
import type { Request } from './index';
import type { Language } from '@proposals/locale';
import type { Brief } from '../brief';
import { SECTION, SECTION_PAGES } from './things';

const PROVIDER =
  /^(?:(?:an?|the|un|une|des|eine?n?|una?|unos)\s+)?(?:[\p{L}-]+\s+){0,4}?(?:agency|agencies|partner|partners|firm|studio|freelancer|consultant|consultancy|company|supplier|vendor|prestataire|agence|cabinet|partenaire|studio|agentur|dienstleister|büro|agencia|estudio|consultora|proveedor|empresa)(?![\p{L}])\s*(?:(?:to|for|that can|who can|pour|qui|für|die|para|que)\s+(?:[\p{L}'-]+\s+)?)?/iu;

export function withoutUmbrellas(ledger: Request[], language: Language): Request[] {
  const specific = ledger.filter(
    (r) => r.kind === 'deliverable' && r.services.length > 0 && !PROVIDER.test(r.text),
  );
  const categories = new Set(specific.flatMap((r) => r.services.map((id) => serviceById(id)?.category)));
  return ledger.flatMap((row) => {
    const provider = row.kind === 'deliverable' ? PROVIDER.exec(row.text) : null;
    if (!provider) return [row];
    const rest = row.text.slice(provider[0].length).trim();
    const named = servicesIn(rest, language);
    // "a design agency to produce our Annual Report" beside "Design and layout of a 48-page report": the same work.
    if (named.some((m) => categories.has(m.service.category)) || (named.length === 0 && specific.length > 0))
      return [];
    return named.length > 0 ? [{ ...row, text: rest, services: named.map((m) => m.service.id) }] : [row];
  });
}

/** The one part of a build's kind of work counted in a unit ("85 products" beside a shop: their set-up). */
function companionOf(builds: Service[], unit: string): string | undefined {
  for (const build of builds) {
    const parts = SERVICES.filter((s) => s.category === build.category && s.unit === unit && !isBuild(s.id));
    if (parts.length === 1) return parts[0]?.id;
  }
  return undefined;
}

/**
 * "ongoing updates after launch, ~3,000 new words a month" beside "translation into all 4
 * languages": an unnamed request counted in the unit of a named one nearby is more of that work;
 * with none nearby, the work the subject line names in that unit ("Refonte du site" over "environ
 * 15 pages"), the one part of the requested build counted so ("85 products" for a shop), else a
 * unit that names one kind of work says which ("4 publications par semaine").
 */
export function withSiblingUnits(ledger: Request[], brief: Brief): Request[] {
  // The work a subject line is about, not what it is done to ("SEO for our website" is SEO).
  const titled = brief.subjects.flatMap((subject) => {
    const head = ordered(headFirst(servicesIn(subject, brief.language), subject))[0];
    return head ? [serviceById(head) as Service] : [];
  });
  const builds = ledger
    .filter((r) => r.kind === 'deliverable')
    .flatMap((r) => r.services.filter(isBuild).map((id) => serviceById(id) as Service));
  return ledger.map((row, i) => {
    if (row.kind !== 'deliverable' || row.services.length || !row.unit) return row;
    const unit = row.unit;
    const sibling = ledger
      .slice(0, i)
      .reverse()
      .find(
        (r) =>
          r.kind === 'deliverable' &&
          r.message === row.message &&
          r.services.some((id) => serviceById(id)?.unit === unit),
      );
    const id =
      sibling?.services.find((s) => serviceById(s)?.unit === unit) ??
      titled.find((service) => service.unit === unit)?.id ??
      companionOf(builds, unit) ??
      UNIT_SERVICES[unit];
    return id && serviceById(id) ? { ...row, services: [id], languages: sibling?.languages ?? null } : row;
  });
}

const SUMMARY_FIELD = phrases(data.summaryFields);

/**
 * "Services souhaités : Gestion des médias sociaux, Publicité, Infolettre" above the client's own
 * description: a web form's tick-boxes name the same work again, so beside a description they
 * count only for kinds of work it does not mention, and then as options.
 */
export function withoutFormSummary(rows: Request[]): Request[] {
  // "[x] Website [x] Email marketing [ ] Video": tick-boxes, ticked or not, beside a description.
  const ticks = (row: Request) => /\[[ xX✓✔]?\]/u.test(row.text);
  const fromSummary = (row: Request) => (row.ref !== null && SUMMARY_FIELD.test(row.ref)) || ticks(row);
  const described = rows.filter((row) => row.kind === 'deliverable' && !fromSummary(row));
  const ledger = described.length ? rows.filter((row) => !ticks(row)) : rows;
  const categories = new Set(described.flatMap((r) => r.services.map((id) => serviceById(id)?.category)));
  // A ticked service of a kind the description never mentions stays, as an option to offer.
  const repeated = (row: Request) =>
    row.services.length > 0 && row.services.every((id) => categories.has(serviceById(id)?.category));
  return ledger
    .filter((row) => !(row.kind === 'deliverable' && fromSummary(row) && repeated(row)))
    .map((row) =>
      row.kind === 'deliverable' && fromSummary(row) && described.length ? { ...row, optional: true } : row,
    );
}

const MENTION_WORDS = 10;

/**
 * "…with the first labels printed" after the labels were listed, "unveil the new identity" after its
 * logo, guidelines and labels: a service named again without its own count is a mention, and a build
 * named after two of its own parts sums them up. Neither is more work.
 */
export function withoutMentions(ledger: Request[]): Request[] {
  return ledger.filter((row, i) => {
    const id = row.services[0];
    if (row.kind !== 'deliverable' || !id) return true;
    const service = serviceById(id);
    // "Etiketten für 9 Weine" after "Die Etiketten schauen seit 1998 gleich aus": a count of its own is the request.
    // "want some proper video" or "We'd like three videos" above its items, each one video: the
    // items are the request.
    const each = (r: Request) =>
      r.kind === 'deliverable' && r.services[0] === id && r.quantity === 1 && r.unit === service?.unit;
    const items = ledger.slice(i + 1).filter(each).length;
    if (!each(row) && items >= 2 && (row.quantity ?? items) <= items + 1) return false;
    const counted = row.quantity !== null && (row.unit === null || row.unit === service?.unit);
    if (counted) return true;
    const earlier = ledger.slice(0, i).filter((r) => r.kind === 'deliverable');
    // Short items of one service are several things ("a fascia sign, a blade sign, window vinyls").
    const sentence = row.text.split(/\s+/).length > MENTION_WORDS || row.unit !== null;
    if (
      sentence &&
      earlier.some((r) => r.services[0] === id && r.per === row.per && r.optional === row.optional)
    )
      return false;
    // Its parts are other work of its kind ("logo, guidelines, labels" before "the new identity");
    // "corporate film, recruitment film" before "safety film" are its siblings, each a film.
    const parts = earlier.filter((r) =>
      r.services.some((s) => s !== id && serviceById(s)?.category === service?.category),
    );
    return !(isBuild(id) && parts.length >= 2);
  });
}

/**
 * "Un site bilingue — environ 12 pages par langue" beside "un nouveau site Web": a build the brief
 * does not count takes the count another of its requests gives in the build's unit. A request that
 * is only that count of the same build ("a new website with …, about 8 pages") is the build's, not
 * a second one.
 */
export function withSharedCounts(ledger: Request[], language: Language): Request[] {
  const absorbed = new Set<Request>();
  const shared = ledger.map((row) => {
    const id = row.services[0];
    const unit = serviceById(id ?? '')?.unit;
    // Pages of a site are also the pages of its second language and its copy.
    const paged = unit === 'page' && ledger.some((r) => isBuild(r.services[0]) && r.unit === 'page');
    if (row.kind !== 'deliverable' || row.quantity !== null || !(isBuild(id) || paged) || !unit) return row;
    if (paged && !isBuild(id) && SECTION.test(row.text)) return { ...row, quantity: SECTION_PAGES, unit };
    const counted = ledger.find(
      (r) =>
        r !== row && r.kind === 'deliverable' && r.unit === unit && (r.quantity ?? 0) >= 2 && r.per === null,
    );
    if (!counted) return row;
    // Only a count that names no work of its own: "a website redesign (about 25 pages)" is the request itself.
    const same = isBuild(id) && counted.services[0] === id && servicesIn(counted.text, language).length === 0;
    if (!same) return { ...row, quantity: counted.quantity, unit };
    absorbed.add(counted);
    // "a new website with" reads on into the count it was cut from.
    const text = DANGLING.test(row.text) ? `${row.text} ${counted.text}` : row.text;
    return { ...row, text, quantity: counted.quantity, unit, optional: row.optional && counted.optional };
  });
  return shared.filter((row) => !absorbed.has(row));
}

const DANGLING = /\s(?:with|avec|mit|con|de|of|von|d'un|d'une)$/iu;
