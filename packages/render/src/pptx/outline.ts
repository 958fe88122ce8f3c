import type { Block, ProposalDocument, Section, Table } from '../document/model';

type Role = 'pricing' | 'options' | 'timeline';

/** The parts of the document a deck presents, each with the document's own (localized) title. */
export interface Outline {
  summary: Section | null;
  scope: Section | null;
  notIncluded: Section | null;
  assumptions: Section | null;
  nextSteps: Section | null;
  tables: Partial<Record<Role, { title: string; table: Table }>>;
}

const hasList = (s: Section, ordered?: boolean) =>
  s.blocks.some((b) => b.kind === 'list' && (ordered === undefined || b.ordered === ordered));
const hasRole = (s: Section) => s.blocks.some((b) => b.kind === 'table' && b.role);

/**
 * Titles are localized and a template may rename them, so parts are found by the order and shape
 * the proposal is written in: summary first; the scope, an ordered list, before the first dated or
 * priced table, what is not included after it; assumptions after the last such table; next steps last.
 */
export function outlineOf(doc: ProposalDocument): Outline {
  const titled = doc.sections.filter((s) => s.title !== null);
  // Tables the Markdown lacked are appended as sections of their own: they are not its last word.
  const appended = (s: Section) => s.blocks.every((b) => b.kind === 'table' && b.role);
  let end = titled.length;
  while (end > 0 && appended(titled[end - 1]!)) end--;
  const sections = titled.slice(0, end);
  const tables: Outline['tables'] = {};
  for (const s of titled)
    for (const b of s.blocks as Block[])
      if (b.kind === 'table' && b.role && !tables[b.role])
        tables[b.role] = { title: s.title!, table: b.table };
  const firstTable = sections.findIndex(hasRole);
  const lastTable = sections.findLastIndex(hasRole);
  const last = sections.length - 1;
  const before = sections.slice(1, firstTable < 0 ? last : firstTable);
  const scope = before.find((s) => hasList(s, true)) ?? before.find((s) => hasList(s)) ?? null;
  const afterScope = scope ? before.slice(before.indexOf(scope) + 1) : [];
  const after = lastTable < 0 ? [] : sections.slice(lastTable + 1, last);
  return {
    summary: sections[0] ?? null,
    scope,
    notIncluded: afterScope.find((s) => hasList(s, false)) ?? null,
    assumptions: after.find((s) => hasList(s)) ?? null,
    nextSteps: last > 0 && !hasRole(sections[last]!) ? sections[last]! : null,
    tables,
  };
}
