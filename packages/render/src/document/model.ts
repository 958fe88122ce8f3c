// The format-neutral document every renderer draws: parsed once from the proposal value.

/** A run of text inside a paragraph or list item. */
export interface Run {
  text: string;
  bold?: boolean;
  italic?: boolean;
  /** A link's target, kept only for http, https and mailto; other schemes leave plain text. */
  href?: string;
}

export interface Column {
  label: string;
  align: 'left' | 'right';
}

export interface Table {
  columns: Column[];
  rows: string[][];
  /** The closing row (totals), drawn emphasised; absent when the table has none. */
  total?: string[];
  /** A timeline's phases in days from the first one's start (null where undated), for bars. */
  spans?: { from: number | null; days: number }[];
}

export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; runs: Run[] }
  /** `depths[i]` 1 for an item nested under the one before it (a line's parts), else 0. */
  | { kind: 'list'; ordered: boolean; items: Run[][]; depths?: number[] }
  | { kind: 'table'; table: Table; role?: 'pricing' | 'options' | 'timeline' };

/** A main section: a `##` heading of the Markdown and what follows it, up to the next one. */
export interface Section {
  /** Null for text before the first main heading. */
  title: string | null;
  blocks: Block[];
}

export interface Cover {
  title: string;
  clientName: string | null;
  agencyName: string | null;
  /** Formatted in the document's language. */
  date: string;
  /** The mid price, formatted, or null when the proposal has none. */
  investment: string | null;
  /** E.g. "40 days · 9 November 2026 – 19 December 2026", or null. */
  schedule: string | null;
}

export interface ProposalDocument {
  cover: Cover;
  sections: Section[];
  labels: import('./labels').Labels;
}
