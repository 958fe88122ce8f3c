import type PptxGenJS from 'pptxgenjs';
import type { Table } from '../../document/model';
import { formatLike, parseAmount } from '../money';
import { clip } from '../text';
import { ACCENT, AREA, FONT, INK, PALE, contentSlide } from '../theme';
import type { DeckWords } from '../words';

/** Rows that fit under the heading at 16 pt with the header and the total. */
const MAX_ROWS = 8;

type Row = [item: string, amount: string];

/**
 * Item and amount only: hours and rates are the document's detail. A longer table keeps its
 * largest items and sums the rest into one row, so the slide still adds up to the total.
 */
/** The column that names the items: the generator's table leads with a "#" column. */
const itemColumn = (table: Table): number =>
  Math.max(
    0,
    table.columns.findIndex((_, i) => table.rows.some((r) => /\p{L}/u.test(r[i] ?? ''))),
  );

/** The rows and total of a table, a Markdown table's closing row (no number, a sum) read as its total. */
function split(table: Table): { rows: string[][]; total: string[] | null } {
  const last = table.rows.at(-1);
  if (table.total || !last || (last[0] ?? '') !== '' || table.rows.length < 2)
    return { rows: table.rows, total: table.total ?? null };
  return { rows: table.rows.slice(0, -1), total: last };
}

export function pricingRows(table: Table, words: DeckWords): Row[] {
  const at = itemColumn(table);
  const rows: Row[] = split(table).rows.map((r) => [r[at] ?? '', r.at(-1) ?? '']);
  if (rows.length <= MAX_ROWS) return rows;
  const value = (row: Row) => parseAmount(row[1])?.value ?? 0;
  const ranked = [...rows].sort((a, b) => value(b) - value(a));
  const kept = ranked.slice(0, MAX_ROWS - 1);
  const rest = ranked.slice(MAX_ROWS - 1);
  const sum = rest.reduce((n, row) => n + value(row), 0);
  return [...kept, [words.otherItems(rest.length), formatLike(kept[0]![1], sum)]];
}

export function pricingSlide(pptx: PptxGenJS, title: string, table: Table, words: DeckWords) {
  const slide = contentSlide(pptx, title);
  const at = itemColumn(table);
  const header = [table.columns[at]?.label ?? '', table.columns.at(-1)?.label ?? ''];
  const cell = (text: string, i: number, options: PptxGenJS.TableCellProps = {}) => ({
    text: i === 0 ? clip(text, 70) : text,
    options: { align: i === 0 ? ('left' as const) : ('right' as const), ...options },
  });
  const rows = pricingRows(table, words).map((r, n) =>
    r.map((t, i) => cell(t, i, { fill: { color: n % 2 ? 'F5F7FA' : 'FFFFFF' } })),
  );
  const closing = split(table).total;
  const total = closing ? [closing[at] || closing[0] || '', closing.at(-1) ?? ''] : null;
  slide.addTable(
    [
      header.map((t, i) =>
        cell(t.toUpperCase(), i, { bold: true, color: 'FFFFFF', fill: { color: ACCENT }, fontSize: 12 }),
      ),
      ...rows,
      ...(total
        ? [
            total.map((t, i) =>
              cell(t, i, { bold: true, fontSize: 18, color: ACCENT, fill: { color: PALE } }),
            ),
          ]
        : []),
    ],
    {
      ...AREA,
      h: undefined,
      colW: [AREA.w - 3.4, 3.4],
      rowH: 0.46,
      fontSize: 16,
      fontFace: FONT,
      color: INK,
      valign: 'middle',
      border: { type: 'solid', pt: 0.5, color: 'E5E7EB' },
      margin: [0.04, 0.12, 0.04, 0.12],
    },
  );
}
