import type PptxGenJS from 'pptxgenjs';
import type { ProposalDocument } from '../../document/model';
import { ACCENT, FONT } from '../theme';

const LIGHT = 'C7D2E0';

/** Ink blue, white type: agency, title, client, then the facts a reader looks for first. */
export function coverSlide(pptx: PptxGenJS, { cover, labels }: ProposalDocument) {
  const slide = pptx.addSlide();
  slide.background = { color: ACCENT };
  const text = (value: string, y: number, h: number, options: PptxGenJS.TextPropsOptions) =>
    slide.addText(value, {
      x: 0.9,
      y,
      w: 11.5,
      h,
      fontFace: FONT,
      color: 'FFFFFF',
      margin: 0,
      fit: 'shrink',
      ...options,
    });
  text((cover.agencyName ?? '').toUpperCase(), 0.7, 0.4, { fontSize: 14, bold: true, charSpacing: 4 });
  text(labels.proposal.toUpperCase(), 2.0, 0.4, { fontSize: 13, color: LIGHT, charSpacing: 6 });
  text(cover.title, 2.5, 1.8, { fontSize: 38, bold: true, valign: 'top' });
  if (cover.clientName)
    text(`${labels.preparedFor} ${cover.clientName}`, 4.4, 0.6, { fontSize: 20, color: 'E5EAF2' });
  // The schedule ("47 days · 16 March – 1 May 2026") is the longest fact: it gets the widest box.
  const facts = [
    { label: labels.date, value: cover.date, w: 2.8 },
    { label: labels.investment, value: cover.investment, w: 2.8 },
    { label: labels.timeline, value: cover.schedule, w: 5.7 },
  ].filter((f): f is { label: string; value: string; w: number } => f.value !== null);
  let x = 0.9;
  for (const { label, value, w } of facts) {
    slide.addText(
      [
        {
          text: label.toUpperCase(),
          options: { fontSize: 10, color: LIGHT, charSpacing: 2, breakLine: true },
        },
        { text: value, options: { fontSize: 15, bold: true, color: 'FFFFFF' } },
      ],
      { x, y: 5.7, w, h: 1.0, fontFace: FONT, margin: 0, valign: 'top', fit: 'shrink' },
    );
    x += w + 0.2;
  }
}
