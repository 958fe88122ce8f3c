// "What you need": the client's situation as the brief gives it: the work, the outcomes they want
// (in their words), the conditions it must meet, what they already use and the date it is for.
// Nothing is invented: where the brief says little, this section says little.
import type { Writer } from './context';
import { section } from './context';
import { platformsIn } from '../text/platforms';
const MAX_QUOTED = 4;
const MAX_QUOTE_WORDS = 24;

const CURRENT =
  /\b(?:current|currently|today|at the moment|old|existing|outdated|dated|actuel(?:le)?|actuellement|ancien(?:ne)?|aktuell(?:e[nrs]?)?|derzeit|bisherige[nrs]?|alte[nrs]?|actual|actualmente|viej[oa])\b/iu;

const short = (text: string): boolean => text.split(/\s+/).length <= MAX_QUOTE_WORDS;

function bullets(w: Writer, texts: readonly string[]): string {
  return texts
    .filter(short)
    .slice(0, MAX_QUOTED)
    .map((text) => `- ${w.voice.quote(text.replace(/[.;:]$/, ''))}`)
    .join('\n');
}

export function understanding(w: Writer): string | null {
  const { plan, voice } = w;
  const rows = plan.ledger;
  const objectives = rows
    .filter((r) => r.kind === 'objective')
    .map((r) => r.text)
    .filter(short);
  const constraints = rows
    .filter((r) => r.kind === 'constraint' && !plan.engagement.rfp)
    .map((r) => r.text)
    .filter(short);
  // "our current site is on Wix" beside a new site: the platform being replaced is not worked with.
  const replaced = (text: string) =>
    CURRENT.test(text) && plan.fitted.included.some((l) => l.phase === 'build');
  const platforms = [
    ...new Set(
      rows
        .filter((r) => (r.kind === 'platform' || r.kind === 'client') && !replaced(r.text))
        .flatMap((r) => platformsIn(r.text)),
    ),
  ];
  // The date the work is for, quoted only as a whole sentence and never the start itself.
  const event = plan.analysis.keyDates?.find(
    (k) => k.kind === 'event' && k.from !== plan.analysis.startDate && /^[\p{Lu}\d«"“]/u.test(k.text),
  );
  const blocks = [
    objectives.length ? `${voice.understanding.objectives}\n\n${bullets(w, objectives)}` : null,
    constraints.length ? `${voice.understanding.constraints}\n\n${bullets(w, constraints)}` : null,
    platforms.length ? voice.understanding.platforms(voice.list(platforms)) : null,
    event && short(event.text)
      ? voice.understanding.event(voice.quote(event.text.replace(/[.;]$/, '')), w.date(event.from))
      : null,
  ];
  const written = blocks.filter((b): b is string => !!b);
  return written.length ? section(voice.headings.understanding, ...written) : null;
}
