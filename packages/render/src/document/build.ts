import type { RenderableProposal } from '@proposals/contracts';
import { labelsFor } from './labels';
import { languageOf } from './language';
import { sectionsOf } from './markdown';
import type { Block, Cover, ProposalDocument, Section, Table } from './model';
import { addDays, formatters, pricingTable, timelineTable, type Formatters } from './tables';

type Role = 'pricing' | 'options' | 'timeline';

/**
 * The structured fields are the source of the pricing and timeline tables. A Markdown table that
 * lists their items is replaced in place by the structured one, unless it quotes what each line
 * answers (the generator's, with each line's basis); those the Markdown lacks (an edit removed them) are added
 * as sections at the end.
 */
function structuredTables(
  p: RenderableProposal,
  f: Formatters,
): Record<Role, { table: Table; names: string[] } | null> {
  const { labels } = f;
  return {
    pricing: p.pricingBreakdown.length
      ? {
          table: pricingTable(p.pricingBreakdown, p.totalPriceMid, f, labels.total),
          names: p.pricingBreakdown.map((l) => l.item),
        }
      : null,
    options: p.pricingOptions.length
      ? {
          table: pricingTable(p.pricingOptions, null, f, labels.optionsTotal),
          names: p.pricingOptions.map((l) => l.item),
        }
      : null,
    timeline: p.timelineMilestones.length
      ? {
          table: timelineTable(p.timelineMilestones, p.proposedStartDate, f),
          names: p.timelineMilestones.map((m) => m.name),
        }
      : null,
  };
}

function roleOf(table: Table, tables: ReturnType<typeof structuredTables>): Role | null {
  // A timeline names its phases first; its "what happens" column may repeat a pricing item.
  const phases = new Set(table.rows.map((row) => row[0]));
  if (tables.timeline?.names.some((name) => phases.has(name))) return 'timeline';
  // Any column may name the items: the generator's pricing table leads with a "#" column.
  const cells = new Set([...table.rows, ...(table.total ? [table.total] : [])].flat());
  let best: { role: Role; hits: number } | null = null;
  for (const role of ['pricing', 'options'] as const) {
    const hits = tables[role]?.names.filter((n) => cells.has(n)).length ?? 0;
    if (hits > 0 && hits > (best?.hits ?? 0)) best = { role, hits };
  }
  return best?.role ?? null;
}

function placeTables(sections: Section[], p: RenderableProposal, f: Formatters): Section[] {
  const tables = structuredTables(p, f);
  const quotes = [...p.pricingBreakdown, ...p.pricingOptions]
    .map((line) => line.basis?.slice(0, 16))
    .filter((q): q is string => !!q && q.length >= 6);
  const placed = new Set<Role>();
  const replace = (block: Block): Block => {
    if (block.kind !== 'table') return block;
    const role = roleOf(block.table, tables);
    if (!role || placed.has(role)) return block;
    placed.add(role);
    // The generator's own table says more (what each line answers, in the brief's words): it stays.
    const answers =
      role !== 'timeline' &&
      block.table.rows.some((row) => row.some((cell) => quotes.some((q) => cell.includes(q))));
    return { kind: 'table', role, table: answers ? block.table : tables[role]!.table };
  };
  const result = sections.map((s) => ({ ...s, blocks: s.blocks.map(replace) }));
  const missing = (role: Role): Block[] =>
    tables[role] && !placed.has(role) ? [{ kind: 'table', role, table: tables[role].table }] : [];
  const pricing = [...missing('pricing'), ...missing('options')];
  if (pricing.length) result.push({ title: f.labels.investment, blocks: pricing });
  const timeline = missing('timeline');
  if (timeline.length) result.push({ title: f.labels.timeline, blocks: timeline });
  return result;
}

function coverOf(p: RenderableProposal, f: Formatters): Cover {
  const days = p.estimatedDurationDays;
  const start = p.proposedStartDate;
  // The duration counts both ends: 89 days from 7 December end on 5 March.
  const span =
    start && days !== null ? `${f.date(start)} – ${f.date(addDays(start, Math.max(0, days - 1)))}` : null;
  const schedule = [days !== null ? `${days} ${f.labels.dayCount}` : null, span].filter(Boolean);
  return {
    title: p.title,
    clientName: p.clientName,
    agencyName: p.agencyName,
    date: f.date(p.date),
    // A rate card commits to no total and no schedule: its cover shows neither, not "NZ$0".
    investment: p.totalPriceMid === null || p.totalPriceMid === 0 ? null : f.money(p.totalPriceMid),
    schedule: schedule.length && p.timelineMilestones.length ? schedule.join(' · ') : null,
  };
}

/** The proposal value as a document: cover, main sections, tables from the structured fields. */
export function buildDocument(p: RenderableProposal): ProposalDocument {
  const language = languageOf(p.language);
  const labels = labelsFor(language);
  const f = formatters(language, labels, p.currency);
  return { cover: coverOf(p, f), sections: placeTables(sectionsOf(p.markdown), p, f), labels };
}
