import type PptxGenJS from 'pptxgenjs';
import type { Block, Run } from '../document/model';

type TextProps = PptxGenJS.TextProps;

/** Fits a 16:9 slide at 16 pt; a longer section continues on the next slide. */
const SLIDE_CHARS = 900;
const SLIDE_LINES = 9;

const runs = (list: Run[], options: PptxGenJS.TextPropsOptions = {}): TextProps[] =>
  list.map((r) => ({
    text: r.text,
    options: { ...options, bold: r.bold || options.bold, italic: r.italic },
  }));

/** A block's lines: each a paragraph of the slide (a sub-heading, a sentence, a bullet). */
function lines(block: Block): TextProps[][] {
  switch (block.kind) {
    case 'heading':
      return [[{ text: block.text, options: { bold: true, color: '111827', paraSpaceBefore: 6 } }]];
    case 'paragraph':
      return [runs(block.runs)];
    case 'list':
      return block.items.map((item) =>
        runs(item, { bullet: block.ordered ? { type: 'number' } : { code: '2022' }, indentLevel: 0 }),
      );
    case 'table':
      return [];
  }
}

/** A section's text, cut into slide-sized pages of paragraphs. */
export function textPages(blocks: Block[]): TextProps[][] {
  const pages: TextProps[][][] = [[]];
  let chars = 0;
  for (const line of blocks.flatMap(lines)) {
    const size = line.reduce((n, r) => n + (r.text?.length ?? 0), 0);
    const page = pages.at(-1)!;
    if (page.length > 0 && (chars + size > SLIDE_CHARS || page.length >= SLIDE_LINES)) {
      pages.push([]);
      chars = 0;
    }
    pages.at(-1)!.push(line);
    chars += size;
  }
  // Each line ends its paragraph: the last run of a line breaks the line.
  return pages
    .filter((p) => p.length > 0)
    .map((page) =>
      page.flatMap((line) =>
        line.map((run, i) =>
          i === line.length - 1 ? { ...run, options: { ...run.options, breakLine: true } } : run,
        ),
      ),
    );
}
