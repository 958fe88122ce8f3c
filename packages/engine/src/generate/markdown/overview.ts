import { endDay } from '../schedule';
import { fill, joinList } from '../phrases';
import { bullets, paragraphs, type DocContext } from './context';

const SUMMARY_LIST_MAX = 4;

const workLabels = (ctx: DocContext): string[] =>
  ctx.fitted.plan.lines.filter((line) => line.kind === 'work').map((line) => line.label);

/** The constraints the full scope broke, named in the proposal's language. */
export function brokenConstraints(ctx: DocContext): string | null {
  const { text } = ctx.phrases;
  const broken = [
    ctx.fitted.overBudget && text.constraintBudget,
    ctx.fitted.overDeadline && text.constraintDeadline,
  ];
  const names = broken.filter((name): name is string => Boolean(name));
  return names.length ? joinList(names, ctx.phrases) : null;
}

export function summary(ctx: DocContext): string {
  const { text, models } = ctx.phrases;
  const { schedule, plan } = ctx.fitted;
  const labels = workLabels(ctx);
  const scope =
    labels.length <= SUMMARY_LIST_MAX
      ? fill(text.summaryScope, { items: joinList(labels, ctx.phrases) })
      : fill(text.summaryScopeMany, { count: labels.length });
  const adjusted = ctx.fitted.moved.length > 0 || ctx.fitted.scale < 1 ? brokenConstraints(ctx) : null;
  return paragraphs(
    `${fill(text.summaryIntro, { title: ctx.input.title.trim() })} ${scope}`,
    [
      fill(text.summaryPlan, {
        start: ctx.date(schedule.startDay),
        days: schedule.durationDays,
        end: ctx.date(endDay(schedule)),
      }),
      fill(text.summaryPrice, { total: ctx.money(plan.totals.mid), model: models[ctx.model] }),
      adjusted && fill(text.summaryAdjusted, { constraints: adjusted }),
    ]
      .filter(Boolean)
      .join(' '),
    text.summaryBenefit,
  );
}

function budgetText(ctx: DocContext): string | null {
  const budget = ctx.input.analysis.budget;
  if (!budget) return null;
  const amount =
    budget.min > 0 && budget.min < budget.max
      ? `${ctx.money(budget.min)} – ${ctx.money(budget.max)}`
      : ctx.money(budget.max);
  return fill(ctx.phrases.text.budgetStated, { budget: amount });
}

export function needs(ctx: DocContext): string {
  const { text, categories } = ctx.phrases;
  const { analysis } = ctx.input;
  const industry = analysis.client.industry;
  const about = ctx.clientName
    ? fill(industry ? text.clientIndustry : text.clientOnly, {
        client: ctx.clientName,
        industry: industry ?? '',
      })
    : null;
  const covered = analysis.categories.length
    ? analysis.categories.map((c) => categories[c.name])
    : [categories[analysis.primaryCategory]];
  const requirements = analysis.requirements.length
    ? `${text.requirementsIntro}\n\n${bullets(analysis.requirements)}`
    : text.noRequirements;
  const deadline = analysis.deadline && fill(text.deadlineStated, { deadline: analysis.deadline });
  return paragraphs(
    [about, fill(text.categories, { categories: joinList(covered, ctx.phrases) })].filter(Boolean).join(' '),
    analysis.deliverables.length > 0 && fill(text.asked, { items: analysis.deliverables.join(', ') }),
    requirements,
    [budgetText(ctx), deadline].filter(Boolean).join(' '),
  );
}

export function scope(ctx: DocContext): string {
  const { headings, text } = ctx.phrases;
  const inScope = ctx.fitted.plan.lines.map((line) => line.label);
  const outOfScope = [
    ...ctx.fitted.plan.options.map((line) => fill(text.optionItem, { item: line.label })),
    ...ctx.input.scope.outOfScope,
  ];
  return paragraphs(
    `### ${headings.inScope}`,
    bullets(inScope),
    `### ${headings.outOfScope}`,
    bullets(outOfScope.length ? outOfScope : [text.notListed]),
  );
}

export function approach(ctx: DocContext): string {
  const milestones = ctx.fitted.schedule.milestones;
  return paragraphs(
    fill(ctx.phrases.text.approachIntro, { count: milestones.length }),
    bullets(milestones.map((m) => `**${m.name}**: ${m.description}`)),
  );
}
