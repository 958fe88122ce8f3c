import { fill } from '../phrases';
import { bullets, numbered, paragraphs, type DocContext } from './context';

export function assumptions(ctx: DocContext): string {
  return bullets([...ctx.input.scope.assumptions, ...ctx.phrases.assumptions]);
}

export function questions(ctx: DocContext): string {
  return paragraphs(ctx.phrases.text.questionsIntro, bullets([...new Set(ctx.input.analysis.openQuestions)]));
}

export function nextSteps(ctx: DocContext): string {
  const start = ctx.date(ctx.fitted.schedule.startDay);
  return numbered(ctx.phrases.nextSteps.map((step) => fill(step, { start })));
}

export function signature(ctx: DocContext): string {
  const { text } = ctx.phrases;
  const agency = ctx.input.accountName?.trim() || text.team;
  return paragraphs('---', text.closing, `${text.regards}  \n**${agency}**`);
}
