import {
  AlignmentType,
  Document,
  Footer,
  HeadingLevel,
  LevelFormat,
  LineRuleType,
  BorderStyle,
  Packer,
  PageNumber,
  Paragraph,
  TextRun,
  type ISectionOptions,
} from 'docx';
import type { ProposalDocument } from '../document/model';
import { ACCENT, docxBlocks } from './blocks';

const FONT = 'Arial';
const MARGIN = 1134; // 2 cm in twentieths of a point

const listLevel = (format: (typeof LevelFormat)[keyof typeof LevelFormat], text: string, level = 0) => ({
  level,
  format,
  text,
  alignment: AlignmentType.LEFT,
  style: { paragraph: { indent: { left: 400 + level * 400, hanging: 280 } } },
});
// A line's parts sit one level in, as bullets, under a numbered or bulleted line.
const partsLevel = listLevel(LevelFormat.BULLET, '–', 1);

function cover({ cover, labels }: ProposalDocument): ISectionOptions {
  const facts = [
    [labels.date, cover.date],
    [labels.investment, cover.investment],
    [labels.timeline, cover.schedule],
  ].filter((f): f is [string, string] => f[1] !== null);
  const line = (
    text: string,
    size: number,
    options: { bold?: boolean; color?: string; after?: number } = {},
  ) =>
    new Paragraph({
      spacing: { after: options.after ?? 120, line: 240, lineRule: LineRuleType.AUTO },
      children: [new TextRun({ text, size, bold: options.bold, color: options.color })],
    });
  return {
    properties: {
      page: { margin: { top: MARGIN * 2, bottom: MARGIN, left: MARGIN * 1.5, right: MARGIN * 1.5 } },
    },
    children: [
      line((cover.agencyName ?? '').toUpperCase(), 22, { bold: true, color: ACCENT, after: 2400 }),
      line(labels.proposal.toUpperCase(), 20, { color: '6B7280' }),
      line(cover.title, 60, { bold: true, color: ACCENT, after: 360 }),
      ...(cover.clientName ? [line(`${labels.preparedFor} ${cover.clientName}`, 28, { after: 1800 })] : []),
      new Paragraph({
        border: { top: { style: BorderStyle.SINGLE, size: 12, color: ACCENT, space: 1 } },
        children: [],
      }),
      ...facts.flatMap(([label, value]) => [
        line(label.toUpperCase(), 16, { color: '6B7280', after: 40 }),
        line(value, 24, { bold: true, after: 240 }),
      ]),
    ],
  };
}

function body(doc: ProposalDocument): ISectionOptions {
  let lists = 0;
  const footerText = [doc.cover.agencyName, doc.cover.title].filter(Boolean).join(' · ');
  return {
    properties: { page: { margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN } } },
    footers: {
      default: new Footer({
        children: [
          new Paragraph({
            alignment: AlignmentType.RIGHT,
            children: [
              new TextRun({ text: `${footerText}    `, size: 15, color: '6B7280' }),
              new TextRun({
                size: 15,
                color: '6B7280',
                children: [
                  `${doc.labels.page} `,
                  PageNumber.CURRENT,
                  ` ${doc.labels.of} `,
                  PageNumber.TOTAL_PAGES,
                ],
              }),
            ],
          }),
        ],
      }),
    },
    children: doc.sections.flatMap((section) => [
      ...(section.title
        ? [new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(section.title)] })]
        : []),
      ...section.blocks.flatMap((block) => docxBlocks(block, () => ++lists)),
    ]),
  };
}

/** The proposal as a Word document: a cover section, then the body with page numbers. */
export async function renderDocx(doc: ProposalDocument): Promise<Uint8Array> {
  const document = new Document({
    title: doc.cover.title,
    creator: doc.cover.agencyName ?? undefined,
    styles: {
      default: {
        document: {
          run: { font: FONT, size: 21, color: '1F2933' },
          paragraph: { spacing: { after: 140, line: 300, lineRule: LineRuleType.AUTO } },
        },
        heading1: {
          run: { font: FONT, size: 34, bold: true, color: ACCENT },
          paragraph: { spacing: { before: 480, after: 200 }, keepNext: true },
        },
        heading2: {
          run: { font: FONT, size: 24, bold: true, color: '111827' },
          paragraph: { spacing: { before: 280, after: 100 }, keepNext: true },
        },
      },
    },
    numbering: {
      config: [
        { reference: 'bullets', levels: [listLevel(LevelFormat.BULLET, '•'), partsLevel] },
        { reference: 'numbers', levels: [listLevel(LevelFormat.DECIMAL, '%1.'), partsLevel] },
      ],
    },
    sections: [cover(doc), body(doc)],
  });
  return Packer.toBuffer(document);
}
