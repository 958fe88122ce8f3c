import { totalsOf, type Line } from '../plan';
import { fill, joinList } from '../phrases';
import { paragraphs, table, type DocContext } from './context';

function priceTable(ctx: DocContext, lines: readonly Line[], totalLabel: string): string {
  const { columns } = ctx.phrases;
  const rows = lines.map((line) => [
    line.label,
    ctx.hours(line.hours.mid),
    ctx.money(line.rate),
    ctx.money(Math.round(line.hours.mid * line.rate)),
  ]);
  const hours = lines.reduce((sum, line) => sum + line.hours.mid, 0);
  rows.push([`**${totalLabel}**`, ctx.hours(hours), '', `**${ctx.money(totalsOf(lines).mid)}**`]);
  return table([columns.item, columns.hours, columns.rate, columns.total], rows, ['l', 'r', 'r', 'r']);
}

function retainerNote(ctx: DocContext): string | null {
  const months = ctx.retainerMonths;
  if (months === null) return null;
  if (months === 1) return ctx.phrases.text.retainerMonthly;
  return fill(ctx.phrases.text.retainerMonths, {
    months,
    monthly: ctx.money(Math.round(ctx.fitted.plan.totals.mid / months)),
  });
}

/** What was left out to fit the budget or deadline, why, and what the full scope costs. */
function fitNotes(ctx: DocContext): string | null {
  const { text } = ctx.phrases;
  const { fitted } = ctx;
  const budget = ctx.input.analysis.budget;
  const deadline = ctx.input.analysis.deadline;
  const notes = [
    fitted.overBudget &&
      budget &&
      fill(text.fullOverBudget, {
        full: ctx.money(fitted.full.plan.totals.mid),
        budget: ctx.money(budget.max),
      }),
    fitted.overDeadline &&
      deadline &&
      fill(text.fullOverDeadline, { days: fitted.full.schedule.durationDays, deadline }),
    fitted.moved.length > 0 &&
      fill(text.fitMoved, {
        items: joinList(
          fitted.moved.map((item) => item.label),
          ctx.phrases,
        ),
      }),
    fitted.scale < 1 && fill(text.fitPhase, { percent: Math.round(fitted.scale * 100) }),
    budget &&
      fitted.plan.totals.mid > budget.max &&
      fill(text.fitImpossible, { total: ctx.money(fitted.plan.totals.mid), budget: ctx.money(budget.max) }),
  ];
  const sentences = notes.filter((note): note is string => Boolean(note));
  return sentences.length ? sentences.join(' ') : null;
}

export function investment(ctx: DocContext): string {
  const { text, models } = ctx.phrases;
  const { plan } = ctx.fitted;
  const budget = ctx.input.analysis.budget;
  const withinBudget = budget && plan.totals.mid <= budget.max && !ctx.fitted.overBudget;
  const options = plan.options.length
    ? paragraphs(
        `### ${ctx.phrases.headings.options}`,
        text.optionsIntro,
        priceTable(ctx, plan.options, text.optionsTotal),
      )
    : null;
  return paragraphs(
    priceTable(ctx, plan.lines, text.totalRow),
    [
      fill(text.range, { low: ctx.money(plan.totals.low), high: ctx.money(plan.totals.high) }),
      fill(text.model, { model: models[ctx.model] }),
      retainerNote(ctx),
      withinBudget && fill(text.budgetFits, { budget: ctx.money(budget.max) }),
    ]
      .filter(Boolean)
      .join(' '),
    fitNotes(ctx),
    options,
  );
}
