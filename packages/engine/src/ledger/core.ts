// A brief that lists features ("registro con biometría, consulta de saldos, pago por PSE") may name
// the thing they belong to only in passing ("el desarrollo de nuestra aplicación móvil"). Then that
// build is the request the features are part of, and the ledger names it first, in those words.
import type { Brief } from '../brief';
import { REPLY_PREFIX } from '../brief/thread';
import { findServices, isBuild, serviceById } from '../catalogue';
import { has, LEDGER_CUES } from './cues';
import type { Request } from './index';
import { headFirst, ordered } from './row-services';
import { servicesIn } from './services';

const MIN_UNNAMED_FEATURES = 2;

/** The clause around a keyword: from the previous comma or colon to the next one. */
function clauseAround(sentence: string, start: number, end: number): string {
  const before = sentence.slice(0, start);
  const from = Math.max(before.lastIndexOf(','), before.lastIndexOf(':'), before.lastIndexOf(';')) + 1;
  const rest = sentence.slice(end);
  const stop = rest.search(/[,;:.]/);
  return sentence.slice(from, stop < 0 ? sentence.length : end + stop).trim();
}

/** A plain request for work in these words: the build a brief is about, named in its own words. */
export const deliverableRow = (text: string, services: string[], message = 0): Request => ({
  text,
  kind: 'deliverable',
  services,
  quantity: null,
  unit: null,
  per: null,
  optional: false,
  ref: null,
  languages: null,
  message,
});

export function ensureCore(ledger: Request[], brief: Brief): Request[] {
  const deliverables = ledger.filter((r) => r.kind === 'deliverable');
  const hasBuild = deliverables.some((r) => r.services.some((id) => isBuild(id)));
  // Features with no build to belong to: unnamed ones, or parts of a site (its pages, forms, languages).
  const parts = deliverables.filter(
    (r) => r.services.length === 0 || r.services.some((id) => serviceById(id)?.category === 'web'),
  ).length;
  if (hasBuild) return ledger;
  if (parts < MIN_UNNAMED_FEATURES) return withSubjectBuild(ledger, brief);
  const body = brief.sentences
    .filter((s) => brief.lines[s.line]?.part === 'body')
    .sort((a, b) => a.message - b.message);
  const builds = body.flatMap((sentence) => {
    const build = findServices(sentence.text, brief.language).find((m) => isBuild(m.service.id));
    return build && !has(LEDGER_CUES.exclusion, sentence.text)
      ? [{ sentence, build, asked: servicesIn(sentence.text, brief.language) }]
      : [];
  });
  // A sentence that asks for the build names it best; else the one that names the build the
  // features belong to ("Our website is a WordPress thing … We want a new one").
  const asking = builds.find(
    ({ sentence, build, asked }) =>
      asked.some((m) => m.start === build.start) &&
      !has(LEDGER_CUES.platform, sentence.text) &&
      (has(LEDGER_CUES.leadIn, sentence.text) || has(LEDGER_CUES.redesign, sentence.text)),
  );
  // A sentence that asks for other work on the build ("an audit of our website") names its object.
  const naming = builds.filter(({ asked }) => asked.length === 0);
  for (const { sentence, build } of asking ? [asking] : naming.slice(0, 1)) {
    const text = clauseAround(sentence.text, build.start, build.end);
    return [deliverableRow(text, [build.service.id], sentence.message), ...ledger];
  }
  return withSubjectBuild(ledger, brief);
}

// "Holzwerk Zellweger – Logo, Visitenkarten, Briefvorlage": who the work is for, then the work.
const WHO_FIRST = /^[^–—:|]{2,60}?\s+[–—:|-]\s+/u;
const LISTED = /\s*(?:,|\+|&|\/|;)\s*|\s+(?:and|und|et|y|plus)\s+/iu;

/** The work a subject line lists, one request for each part that names some. */
function subjectWork(subject: string, brief: Brief): Request[] {
  const text = subject.replace(REPLY_PREFIX, '').trim();
  const lead = WHO_FIRST.exec(text)?.[0] ?? '';
  const work = servicesIn(lead, brief.language).length ? text : text.slice(lead.length);
  return work.split(LISTED).flatMap((part) => {
    const services = ordered(headFirst(servicesIn(part, brief.language), part));
    return services.length ? [deliverableRow(part.trim(), services.slice(0, 1))] : [];
  });
}

/**
 * "Re: Kloofzicht online shop + wine club – answers" over replies that name no build: the thread is
 * about the build its subject leads with, which the answers then detail. A brief whose body asks
 * for no named work ("kurz: wir bräuchten das, was wir besprochen haben") asks for the work its
 * title or subject lists.
 */
function withSubjectBuild(ledger: Request[], brief: Brief): Request[] {
  // "Identité visuelle" over "logo, charte graphique": work the body details is not asked again.
  const detailed = new Set(
    ledger
      .filter((r) => r.kind === 'deliverable')
      .flatMap((r) => r.services.map((id) => serviceById(id)?.category)),
  );
  const asked = ledger.some((r) => r.kind === 'deliverable' && r.services.length > 0);
  for (const subject of brief.subjects) {
    const text = subject.replace(REPLY_PREFIX, '').trim();
    const head = ordered(headFirst(servicesIn(text, brief.language), text))[0];
    if (head && isBuild(head) && !detailed.has(serviceById(head)?.category))
      return [deliverableRow(text, [head]), ...ledger];
    const listed = asked ? [] : subjectWork(subject, brief);
    // The title lists what is asked: a body read as the client doing that same work was misread.
    const titled = new Set(listed.flatMap((r) => r.services));
    const rest = ledger.filter((r) => r.kind !== 'client' || !r.services.some((id) => titled.has(id)));
    if (listed.length) return [...listed, ...rest];
  }
  return ledger;
}
