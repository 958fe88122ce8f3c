import sections from '../../data/sections.json';
import { toDay } from '../dates';
import { fill } from '../phrases';
import { assumptions, nextSteps, questions, signature } from './closing';
import { paragraphs, type DocContext } from './context';
import { investment } from './investment';
import { approach, needs, scope, summary } from './overview';
import { timeline } from './timeline';

type SectionId = keyof typeof sections.sections;

const WRITERS: Record<SectionId, (ctx: DocContext) => string> = {
  summary,
  needs,
  scope,
  approach,
  timeline,
  investment,
  assumptions,
  questions,
  nextSteps,
};
const STANDARD_ORDER = Object.keys(WRITERS) as SectionId[];

/** The standard section a template's title stands for, by the same keywords the scorer reads. */
function sectionOfTitle(title: string): SectionId | undefined {
  const text = title.toLowerCase();
  return STANDARD_ORDER.find((id) => sections.sections[id].some((keyword) => text.includes(keyword)));
}

const section = (heading: string, body: string): string => `## ${heading}\n\n${body}`;

/**
 * The proposal in Markdown. A template's sections come first, in its order and with its titles;
 * the standard sections it does not name follow, so that nothing priced goes unsaid.
 */
export function renderDocument(ctx: DocContext): string {
  const { phrases, input } = ctx;
  const wanted = STANDARD_ORDER.filter((id) => id !== 'questions' || input.analysis.openQuestions.length > 0);
  const written = new Set<SectionId>();
  const parts: string[] = [];
  for (const { title, guidance } of input.template?.sections ?? []) {
    const id = sectionOfTitle(title);
    if (id && wanted.includes(id) && !written.has(id)) {
      written.add(id);
      parts.push(section(title.trim(), WRITERS[id](ctx)));
    } else if (!id) {
      parts.push(section(title.trim(), guidance?.trim() || phrases.text.guidanceMissing));
    }
  }
  for (const id of wanted) if (!written.has(id)) parts.push(section(phrases.headings[id], WRITERS[id](ctx)));
  const created = ctx.date(toDay(input.createdAt));
  const meta = ctx.clientName
    ? fill(phrases.text.preparedFor, { client: ctx.clientName, date: created })
    : fill(phrases.text.preparedOn, { date: created });
  return `${paragraphs(`# ${input.title.trim()}`, meta, ...parts, signature(ctx))}\n`;
}
