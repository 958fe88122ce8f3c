import {
  AlignmentType,
  BorderStyle,
  HeadingLevel,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type { Block, Run, Table as DocTable } from '../document/model';
import { columnWeights } from '../document/tables';

/** The text width of an A4 page with 2 cm margins, in twentieths of a point. */
const TEXT_WIDTH = 9638;

export const ACCENT = '1D3557';
const RULE = { style: BorderStyle.SINGLE, size: 4, color: 'E5E7EB' };
const NONE = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };

const textRuns = (runs: Run[]) =>
  runs.map((r) =>
    r.text === '\n'
      ? new TextRun({ break: 1 })
      : new TextRun({ text: r.text, bold: r.bold, italics: r.italic }),
  );

function cell(
  text: string,
  align: 'left' | 'right',
  kind: 'head' | 'body' | 'total',
  shaded: boolean,
  width: number,
) {
  const fill = kind === 'head' ? ACCENT : kind === 'total' ? 'EEF2F7' : shaded ? 'F5F7FA' : undefined;
  return new TableCell({
    width: { size: width, type: WidthType.DXA },
    ...(fill ? { shading: { type: ShadingType.CLEAR, fill, color: 'auto' } } : {}),
    margins: { top: 70, bottom: 70, left: 110, right: 110 },
    borders: {
      top: kind === 'total' ? { style: BorderStyle.SINGLE, size: 10, color: ACCENT } : NONE,
      bottom: kind === 'body' ? RULE : NONE,
      left: NONE,
      right: NONE,
    },
    children: [
      new Paragraph({
        spacing: { after: 0, line: 260 },
        alignment: align === 'right' ? AlignmentType.RIGHT : AlignmentType.LEFT,
        children: [
          new TextRun({
            text,
            bold: kind !== 'body',
            color: kind === 'head' ? 'FFFFFF' : undefined,
            size: kind === 'head' ? 17 : 19,
          }),
        ],
      }),
    ],
  });
}

export function docxTable(table: DocTable): Table {
  const { columns, rows, total } = table;
  const weights = columnWeights(table);
  const sum = weights.reduce((a, b) => a + b, 0);
  const widths = weights.map((w) => Math.round((TEXT_WIDTH * w) / sum));
  const row = (cells: string[], kind: 'head' | 'body' | 'total', index = 0) =>
    new TableRow({
      tableHeader: kind === 'head',
      cantSplit: true,
      children: cells.map((text, i) =>
        cell(text, columns[i]?.align ?? 'left', kind, index % 2 === 1, widths[i]!),
      ),
    });
  return new Table({
    width: { size: TEXT_WIDTH, type: WidthType.DXA },
    columnWidths: widths,
    rows: [
      row(
        columns.map((c) => c.label.toUpperCase()),
        'head',
      ),
      ...rows.map((r, i) => row(r, 'body', i)),
      ...(total ? [row(total, 'total')] : []),
    ],
  });
}

/** One Markdown block as Word paragraphs: real headings, numbered and bulleted lists, tables. */
export function docxBlocks(block: Block, listIndex: () => number): (Paragraph | Table)[] {
  switch (block.kind) {
    case 'heading':
      return [new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(block.text)] })];
    case 'paragraph':
      return [new Paragraph({ children: textRuns(block.runs) })];
    case 'list': {
      const instance = listIndex();
      return block.items.map(
        (item, i) =>
          new Paragraph({
            numbering:
              (block.depths?.[i] ?? 0) > 0
                ? { reference: 'bullets', level: 1, instance }
                : { reference: block.ordered ? 'numbers' : 'bullets', level: 0, instance },
            spacing: { after: 60 },
            children: textRuns(item),
          }),
      );
    }
    case 'table':
      return [docxTable(block.table), new Paragraph({ spacing: { after: 120 }, children: [] })];
  }
}
