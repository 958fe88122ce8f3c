// What the work includes, line by line; what it leaves out and why (the client's own exclusions
// first, then the third-party costs of this kind of work); and, for a tender, how each condition
// it sets is met.
import type { Language } from '@proposals/locale';
import { fieldOf } from '../brief';
import { includesOf, isBuild, serviceById, type Service } from '../catalogue';
import { LEDGER_CUES } from '../ledger/cues';
import type { PricedLine } from '../price/lines';
import type { Writer } from './context';
import { section } from './context';
import { briefWords, quantityOf } from './words';

const MAX_REQUIREMENT_WORDS = 28;
const QUALIFICATION =
  /supplier|bidder|tenderer|testers?|staff|consultants?|insurance|indemnity|liability|accredit|certif|qualif|references?|cv|soumissionnaire|prestataire|assurance|références|bieter|auftragnehmer|versicherung|zertifi|referenz|proveedor|licitador|seguro|certifica|referencias/iu;

/**
 * What a line's work consists of. A build's phases are lines of their own, so its whole description
 * would repeat them: the build's own line and each phase say their part.
 */
function includesFor(line: PricedLine, language: Language): string | null {
  const service = line.service;
  if (!service || line.key.split(':')[0] !== service) return null;
  if (!isBuild(service)) return includesOf(service, language);
  return includesOf(line.key.includes(':') ? line.key : `${service}:core`, language);
}

/** A line as the client reads it: its name, how much, what the work consists of, how it was lightened. */
function item(w: Writer, line: PricedLine, index: number): string {
  const reduced = w.plan.fitted.reductions.some((r) => r.key === line.key);
  const quantity = quantityOf(w, line);
  const details = [
    includesFor(line, w.plan.language),
    reduced && line.reducible ? w.voice.scope.reduced(line.reducible.how[w.plan.language]) : null,
  ].filter((d): d is string => !!d);
  const parts = (line.covers ?? []).map((words) => `\n   - ${briefWords(words)}`).join('');
  const name = `**${line.label}**${quantity ? ` (${quantity})` : ''}`;
  return `${index + 1}. ${name}${details.length ? `${w.voice.colon}${details.join('; ')}` : ''}${parts}`;
}

export function scope(w: Writer): string {
  const { plan, voice } = w;
  const included = plan.fitted.included;
  if (plan.schedule.months) {
    const once = included.filter((line) => !line.perMonth);
    const monthly = included.filter((line) => line.perMonth);
    return section(
      voice.headings.scope,
      once.length ? `${voice.scope.setup}\n\n${once.map((l, i) => item(w, l, i)).join('\n')}` : null,
      `${voice.scope.retainerIntro(String(plan.schedule.months))}\n\n${monthly.map((l, i) => item(w, l, i)).join('\n')}`,
    );
  }
  const undecided = plan.fitted.moved.some((line) => line.optional) ? voice.scope.undecidedNote : null;
  return section(voice.headings.scope, included.map((l, i) => item(w, l, i)).join('\n'), undecided);
}

const OWN_WORDS = 10;
const QUOTED_WORDS = 6;
// "ya tenemos logo", "I'll write the text myself", "Die Mobile-App wird nächstes Jahr separat
// beauftragt", "no voice-over": the client speaking, whose words read as a misused label when
// echoed as the name of the work.
const SPEAKING =
  /[()]|(?<![\p{L}])(?:i|i'll|i'm|we|we'll|we're|we've|our|us|my|please|no|not|je|j'|nous|notre|nos|mon|ma|mes|pas|fait|ich|wir|unser\p{L}*|uns|mein\p{L}*|bitte|kein\p{L}*|nicht|macht|machen|yo|nosotros|nuestr\p{L}*|mi|mis|tenemos|hace|ya|por favor|sin|is|are|will|est|sont|sera|ist|sind|wird|werden|es|son|será)(?![\p{L}])/iu;

/**
 * A row's work in the proposal's words: a short one in the brief's own ("app code changes beyond
 * containerization"), which a catalogue name could misname; a long one, or one in which the client
 * speaks, by the service it names, else quoted as theirs when short; null when it names no work
 * and says too much to quote.
 */
function rowName(w: Writer, text: string, services: readonly string[]): string | null {
  const service = services.map(serviceById).find((s) => s);
  // "Nicht im Umfang: interne Infrastruktur, …": the label the list stood under is no part of the work.
  const own = briefWords(fieldOf(text)?.value ?? text);
  const speaking = SPEAKING.test(own);
  const words = own.split(/\s+/).length;
  // "rather than a pen test report", "no drone": the refusal's own words do not name the work.
  const refusing = LEDGER_CUES.exclusion.first(own)?.start === 0;
  if (service && (speaking || refusing || words > OWN_WORDS)) return service.label[w.plan.language];
  if (!speaking) return own;
  return words <= QUOTED_WORDS ? w.voice.quote(own) : null;
}

// The work of a category that brings costs paid to others (media spend comes with ads, not with a
// newsletter; hosting with a site, not with its articles); a category not listed: all its work.
const WITH_COSTS: Partial<Record<string, ReadonlySet<string>>> = {
  web: new Set(['website', 'web-app', 'portal', 'landing-page', 'hosting-setup', 'cms']),
  marketing: new Set(['paid-campaign', 'ads-management', 'ad-creatives']),
  ai: new Set(['chatbot', 'whatsapp-bot', 'ai-assistant', 'ml-model']),
};

function carriesCosts(service: Service): boolean {
  const only = WITH_COSTS[service.category];
  return !only || only.has(service.id);
}

export function notIncluded(w: Writer): string | null {
  const { plan, voice } = w;
  // Work that is priced is never also "not included": the line wins over a passing remark.
  const priced = new Set(plan.fitted.included.map((line) => line.service));
  // What the client does that is no work of ours ("we rebranded last year", "den Wein stellen wir")
  // is their business, not a line of this proposal.
  const rows = plan.ledger.filter(
    (r) =>
      (r.kind === 'exclusion' || (r.kind === 'client' && r.services.length > 0)) &&
      !r.services.some((id) => priced.has(id)),
  );
  const seen = new Set<string>();
  // "rather than a pen test report", "instead of the penetration test": one refusal, said once.
  const said = new Set<string>();
  const own = rows.flatMap((r) => {
    const name = rowName(w, r.text, r.services);
    if (name === null || seen.has(name) || (r.services.length && r.services.every((id) => said.has(id))))
      return [];
    seen.add(name);
    for (const id of r.services) said.add(id);
    return [
      `- ${r.kind === 'exclusion' ? voice.notIncluded.excluded(name) : voice.notIncluded.client(name)}`,
    ];
  });
  const categories = new Set(
    plan.fitted.included
      .map((line) => serviceById(line.service ?? ''))
      .filter((service): service is Service => !!service && carriesCosts(service))
      .map((service) => service.category),
  );
  // One line of others' costs, the main work's: two ("hosting, domain, licences" and "platform
  // subscription, apps … hosting") say the same thing twice.
  const primary = plan.analysis.primaryCategory;
  const thirdParty = Object.entries(voice.notIncluded.thirdParty)
    .filter(([category]) => categories.has(category as never))
    .sort(([a], [b]) => Number(b === primary) - Number(a === primary))
    .slice(0, 1)
    .map(([, text]) => `- ${text}`);
  const options = plan.fitted.moved.length ? [`- ${voice.notIncluded.options}`] : [];
  const all = [...own, ...thirdParty, ...options];
  return all.length ? section(voice.headings.notIncluded, all.join('\n')) : null;
}

export function requirements(w: Writer): string | null {
  const { plan, voice } = w;
  if (!plan.engagement.rfp) return null;
  const rows = plan.ledger.filter((r) => r.kind === 'constraint');
  if (rows.length === 0) return null;
  const bullets = rows.map((r) => {
    const how = QUALIFICATION.test(r.text) ? voice.requirements.evidence : voice.requirements.met;
    const words =
      r.text.split(/\s+/).length <= MAX_REQUIREMENT_WORDS ? r.text.replace(/[.;]$/, '') : briefWords(r.text);
    return `- ${r.ref && /^\d/.test(r.ref) ? `${r.ref} ` : ''}${voice.quote(words)}${voice.colon}${how}.`;
  });
  return section(voice.headings.requirements, voice.requirements.intro, bullets.join('\n'));
}
