import { lexer, type Token, type Tokens } from 'marked';
import sections from '../data/sections.json';

export type SectionId = keyof typeof sections.sections;

export interface Section {
  heading: string;
  id: SectionId | undefined;
  /** Paragraphs and list items, as plain text. */
  prose: string[];
  /** Rows of cells, the header row first. */
  tables: string[][][];
  lists: number;
}

export interface ParsedDoc {
  title: string | null;
  headingDepths: number[];
  /** The text before the first second-level heading, then one section per such heading. */
  sections: Section[];
}

const IDS = Object.keys(sections.sections) as SectionId[];

export function sectionId(heading: string): SectionId | undefined {
  const text = heading.toLowerCase();
  return IDS.find((id) => sections.sections[id].some((keyword) => text.includes(keyword)));
}

const plain = (text: string): string =>
  text
    .replace(/[*_`~]+/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();

function collect(token: Token, section: Section): void {
  if (token.type === 'paragraph' || token.type === 'text' || token.type === 'blockquote') {
    section.prose.push(plain((token as Tokens.Paragraph).text));
  } else if (token.type === 'list') {
    section.lists += 1;
    for (const item of (token as Tokens.List).items) section.prose.push(plain(item.text));
  } else if (token.type === 'table') {
    const table = token as Tokens.Table;
    section.tables.push([
      table.header.map((c) => plain(c.text)),
      ...table.rows.map((row) => row.map((c) => plain(c.text))),
    ]);
  } else if (token.type === 'heading') {
    section.prose.push(plain((token as Tokens.Heading).text));
  }
}

/** Headings, sections, prose and tables of a Markdown proposal, read with marked's lexer. */
export function parseProposal(markdown: string): ParsedDoc {
  const doc: ParsedDoc = { title: null, headingDepths: [], sections: [] };
  let current: Section = { heading: '', id: undefined, prose: [], tables: [], lists: 0 };
  doc.sections.push(current);
  for (const token of lexer(markdown)) {
    if (token.type === 'heading') {
      const heading = token as Tokens.Heading;
      doc.headingDepths.push(heading.depth);
      if (heading.depth === 1 && doc.title === null) {
        doc.title = plain(heading.text);
        continue;
      }
      if (heading.depth <= 2) {
        const text = plain(heading.text);
        current = { heading: text, id: sectionId(text), prose: [], tables: [], lists: 0 };
        doc.sections.push(current);
        continue;
      }
    }
    collect(token, current);
  }
  return doc;
}

export const proseOf = (doc: ParsedDoc): string[] => doc.sections.flatMap((s) => s.prose);

export const cellsOf = (doc: ParsedDoc): string[] => doc.sections.flatMap((s) => s.tables.flat(2));

export const sentencesOf = (prose: readonly string[]): string[] =>
  prose.flatMap((text) => text.split(/(?<=[.!?])\s+(?=\S)/)).filter((s) => /\p{L}/u.test(s));

export const wordsOf = (sentence: string): string[] =>
  sentence.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
