import PptxGenJS from 'pptxgenjs';
import type { ProposalDocument, Table } from '../document/model';
import { columnWeights } from '../document/tables';
import { textPages } from './text';

const ACCENT = '1D3557';
const MUTED = '6B7280';
const FONT = 'Arial';
const BODY = 'BODY';

function master(pptx: PptxGenJS, doc: ProposalDocument) {
  const footer = [doc.cover.agencyName, doc.cover.title].filter(Boolean).join(' · ');
  pptx.defineSlideMaster({
    title: BODY,
    background: { color: 'FFFFFF' },
    objects: [
      { rect: { x: 0, y: 0, w: 0.18, h: 7.5, fill: { color: ACCENT } } },
      {
        text: {
          text: footer,
          options: { x: 0.7, y: 6.95, w: 10, h: 0.35, fontSize: 9, color: MUTED, fontFace: FONT },
        },
      },
    ],
    slideNumber: {
      x: 12.2,
      y: 6.95,
      w: 0.6,
      h: 0.35,
      fontSize: 9,
      color: MUTED,
      fontFace: FONT,
      align: 'right',
    },
  });
}

function titleSlide(pptx: PptxGenJS, { cover, labels }: ProposalDocument) {
  const slide = pptx.addSlide();
  slide.background = { color: ACCENT };
  const text = (value: string, y: number, h: number, options: PptxGenJS.TextPropsOptions) =>
    slide.addText(value, { x: 0.9, y, w: 11.5, h, fontFace: FONT, color: 'FFFFFF', margin: 0, ...options });
  text((cover.agencyName ?? '').toUpperCase(), 0.7, 0.4, { fontSize: 14, bold: true, charSpacing: 4 });
  text(labels.proposal.toUpperCase(), 2.2, 0.4, { fontSize: 13, color: 'C7D2E0', charSpacing: 6 });
  text(cover.title, 2.7, 1.8, { fontSize: 38, bold: true, valign: 'top', fit: 'shrink' });
  if (cover.clientName)
    text(`${labels.preparedFor} ${cover.clientName}`, 4.6, 0.5, { fontSize: 18, color: 'E5EAF2' });
  const facts = [
    [labels.date, cover.date],
    [labels.investment, cover.investment],
    [labels.timeline, cover.schedule],
  ].filter((f): f is [string, string] => f[1] !== null);
  facts.forEach(([label, value], i) => {
    const x = 0.9 + i * 3.9;
    slide.addText(
      [
        {
          text: label.toUpperCase(),
          options: { fontSize: 10, color: 'C7D2E0', charSpacing: 2, breakLine: true },
        },
        { text: value, options: { fontSize: 15, bold: true, color: 'FFFFFF' } },
      ],
      { x, y: 5.8, w: 3.7, h: 0.9, fontFace: FONT, margin: 0, valign: 'top' },
    );
  });
}

function heading(slide: PptxGenJS.Slide, title: string) {
  slide.addText(title, {
    x: 0.7,
    y: 0.45,
    w: 11.9,
    h: 0.8,
    fontSize: 28,
    bold: true,
    color: ACCENT,
    fontFace: FONT,
    margin: 0,
  });
}

function tableSlide(pptx: PptxGenJS, title: string, table: Table) {
  const { columns, rows, total } = table;
  const weights = columnWeights(table);
  const sum = weights.reduce((a, b) => a + b, 0);
  const slide = pptx.addSlide({ masterName: BODY });
  heading(slide, title);
  const cell = (text: string, i: number, options: PptxGenJS.TableCellProps) => ({
    text,
    options: { align: columns[i]?.align ?? 'left', ...options },
  });
  const body = rows.map((r, n) =>
    r.map((t, i) => cell(t, i, { fill: { color: n % 2 ? 'F5F7FA' : 'FFFFFF' } })),
  );
  slide.addTable(
    [
      columns.map((c, i) =>
        cell(c.label.toUpperCase(), i, {
          bold: true,
          color: 'FFFFFF',
          fill: { color: ACCENT },
          fontSize: 11,
        }),
      ),
      ...body,
      ...(total ? [total.map((t, i) => cell(t, i, { bold: true, fill: { color: 'EEF2F7' } }))] : []),
    ],
    {
      x: 0.7,
      y: 1.5,
      w: 11.9,
      colW: weights.map((w) => (11.9 * w) / sum),
      fontSize: 12,
      fontFace: FONT,
      color: '1F2933',
      border: { type: 'solid', pt: 0.5, color: 'E5E7EB' },
      margin: 0.08,
      autoPage: true,
      autoPageRepeatHeader: true,
      autoPageSlideStartY: 1.5,
    },
  );
}

/** Title slide, one slide per main section (continued when long), a slide per pricing and timeline table. */
export async function renderPptx(doc: ProposalDocument): Promise<Uint8Array> {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  pptx.title = doc.cover.title;
  pptx.author = doc.cover.agencyName ?? '';
  master(pptx, doc);
  titleSlide(pptx, doc);
  // Text before the first main heading restates the cover; the title slide already shows it.
  for (const section of doc.sections.filter((s) => s.title !== null)) {
    const title = section.title!;
    for (const page of textPages(section.blocks)) {
      const slide = pptx.addSlide({ masterName: BODY });
      heading(slide, title);
      slide.addText(page, {
        x: 0.7,
        y: 1.45,
        w: 11.9,
        h: 5.3,
        fontSize: 16,
        fontFace: FONT,
        color: '1F2933',
        valign: 'top',
        paraSpaceAfter: 6,
        margin: 0,
      });
    }
    for (const block of section.blocks) if (block.kind === 'table') tableSlide(pptx, title, block.table);
  }
  return (await pptx.write({ outputType: 'nodebuffer' })) as Uint8Array;
}
