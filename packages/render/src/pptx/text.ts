import type PptxGenJS from 'pptxgenjs';
import type { Block, Run } from '../document/model';
import { plainText } from '../document/markdown';

type TextProps = PptxGenJS.TextProps;

/** Cuts at a word boundary and marks the cut, so no line runs past its box. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

/** Runs capped at `max` characters in all, keeping their bold and italic. */
export function clipRuns(runs: Run[], max: number): Run[] {
  if (plainText(runs).replace(/\s+/g, ' ').length <= max) return runs;
  const out: Run[] = [];
  let left = max;
  for (const run of runs) {
    if (left <= 1) break;
    const text = clip(run.text, left);
    out.push({ ...run, text });
    left -= text.length;
    if (text.endsWith('…')) break;
  }
  return out;
}

/** The top-level items: a slide names the lines, not their parts. */
export const listItems = (blocks: Block[]): Run[][] =>
  blocks.flatMap((b) => (b.kind === 'list' ? b.items.filter((_, i) => (b.depths?.[i] ?? 0) === 0) : []));

export const paragraphs = (blocks: Block[]): string[] =>
  blocks.flatMap((b) => (b.kind === 'paragraph' ? [plainText(b.runs)] : []));

/**
 * At most `max` bullets of at most `chars` characters; a longer list ends with `more(n)` for
 * the rest, so the slide says there is more rather than overflowing.
 */
export function bullets(
  items: Run[][],
  max: number,
  chars: number,
  more: (n: number) => string,
): TextProps[] {
  const shown = items.length > max ? items.slice(0, max - 1) : items;
  const lines: Run[][] = shown.map((item) => clipRuns(item, chars));
  if (shown.length < items.length) lines.push([{ text: more(items.length - shown.length), italic: true }]);
  return lines.flatMap((line) =>
    line.map((run, i) => ({
      text: run.text,
      options: {
        bold: run.bold,
        italic: run.italic,
        ...(i === 0 ? { bullet: { code: '2022' }, paraSpaceAfter: 8 } : {}),
        breakLine: i === line.length - 1,
      },
    })),
  );
}
