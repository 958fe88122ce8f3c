// The proposal in Markdown, section by section, in the brief's language. A template renames the
// standard sections it names and adds its own in its order; nothing priced goes unsaid.
import { regional } from './voice/regional';
import type { Plan } from '../plan';
import { assumptions, nextSteps, questions, signature } from './closing';
import { section, writerFor, type Writer } from './context';
import { header } from './header';
import { investment } from './investment';
import { options } from './options';
import { notIncluded, requirements, scope } from './scope';
import { summary } from './summary';
import { timeline } from './timeline';
import { understanding } from './understanding';
import { rateNextSteps, rateSummary, rateTable } from './rate-card';
import sections from './data/sections.json';

type SectionWriter = (w: Writer) => string | null;

/** The standard sections in order, with the keywords that let a template's title stand for one. */
const STANDARD: [keyof typeof sections.keywords | null, SectionWriter][] = [
  ['summary', summary],
  ['needs', understanding],
  ['scope', scope],
  [null, notIncluded],
  [null, requirements],
  ['timeline', timeline],
  ['investment', investment],
  [null, options],
  ['assumptions', assumptions],
  ['questions', questions],
  ['nextSteps', nextSteps],
];

/** A rate card: the rates and how they are used, no scope to price, no schedule, no options. */
const RATE_CARD: [keyof typeof sections.keywords | null, SectionWriter][] = [
  ['summary', rateSummary],
  ['needs', understanding],
  [null, notIncluded],
  [null, requirements],
  ['investment', rateTable],
  ['assumptions', assumptions],
  ['nextSteps', rateNextSteps],
];

function renamed(text: string, title: string): string {
  return text.replace(/^## [^\n]*/, `## ${title.trim()}`);
}

export function writeProposal(plan: Plan): string {
  const w = writerFor(plan);
  const template = plan.input.template?.sections ?? [];
  const titleFor = (id: string | null) =>
    id === null
      ? undefined
      : template.find((s) =>
          (sections.keywords as Record<string, string[]>)[id]?.some((k) => s.title.toLowerCase().includes(k)),
        )?.title;
  const own = template.filter(
    (s) =>
      !Object.values(sections.keywords).some((keys) => keys.some((k) => s.title.toLowerCase().includes(k))),
  );
  const parts = (plan.rateCard ? RATE_CARD : STANDARD).flatMap(([id, write]) => {
    const text = write(w);
    if (!text) return [];
    const title = titleFor(id);
    return [title ? renamed(text, title) : text];
  });
  const custom = own.map((s) => section(s.title.trim(), s.guidance?.trim() || ''));
  parts.splice(parts.length - 1, 0, ...custom);
  const written = `${[header(w), ...parts, signature(w)].filter(Boolean).join('\n\n')}\n`;
  const markdown = regional(written, plan.language, plan.analysis.market?.country ?? null);
  return plan.language === 'fr' ? frenchSpacing(markdown) : markdown;
}

/** French sets a no-break space before : ; ? ! and inside guillemets. */
function frenchSpacing(markdown: string): string {
  return markdown.replace(/ ([:;?!»])/g, '\u00a0$1').replace(/« /g, '«\u00a0');
}
