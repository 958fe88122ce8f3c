import type PptxGenJS from 'pptxgenjs';
import { ACCENT as PDF_ACCENT, MUTED as PDF_MUTED } from '../pdf/styles';

// The PDF's ink blue and grey, so the deck and the document read as one proposal.
export const ACCENT = PDF_ACCENT.slice(1).toUpperCase();
export const MUTED = PDF_MUTED.slice(1).toUpperCase();
export const INK = '1F2933';
export const PALE = 'EEF2F7';
export const FONT = 'Arial';
export const BODY = 'BODY';

/** LAYOUT_WIDE: 13.33 × 7.5 in. Content keeps clear of the accent bar and the footer. */
export const AREA = { x: 0.7, y: 1.5, w: 11.9, h: 5.2 } as const;

export function defineMaster(pptx: PptxGenJS, footer: string) {
  pptx.defineSlideMaster({
    title: BODY,
    background: { color: 'FFFFFF' },
    objects: [
      { rect: { x: 0, y: 0, w: 0.18, h: 7.5, fill: { color: ACCENT } } },
      {
        text: {
          text: footer,
          options: {
            x: 0.7,
            y: 6.95,
            w: 10,
            h: 0.35,
            fontSize: 9,
            color: MUTED,
            fontFace: FONT,
            fit: 'shrink',
          },
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

/** A content slide with the section's own (localized) title as its heading. */
export function contentSlide(pptx: PptxGenJS, title: string): PptxGenJS.Slide {
  const slide = pptx.addSlide({ masterName: BODY });
  slide.addText(title, {
    x: AREA.x,
    y: 0.45,
    w: AREA.w,
    h: 0.8,
    fontSize: 28,
    bold: true,
    color: ACCENT,
    fontFace: FONT,
    margin: 0,
    fit: 'shrink',
  });
  return slide;
}

/** Body text options: top-aligned, shrunk by the viewer should the caps still leave too much. */
export const bodyText = (options: PptxGenJS.TextPropsOptions): PptxGenJS.TextPropsOptions => ({
  fontFace: FONT,
  color: INK,
  valign: 'top',
  margin: 0,
  fit: 'shrink',
  ...options,
});
