import type PptxGenJS from 'pptxgenjs';
import type { Section } from '../../document/model';
import { bullets, clip, listItems, paragraphs } from '../text';
import { AREA, ACCENT, bodyText, contentSlide } from '../theme';
import type { DeckWords } from '../words';

/** 18 pt over the content area holds about this much: a presenter's summary, not the document's. */
const SUMMARY_CHARS = 620;
const SUMMARY_PARAGRAPHS = 3;

/** The first section's opening paragraphs, cut at a sentence when there is one to cut at. */
export function summarySlide(pptx: PptxGenJS, section: Section) {
  const texts = paragraphs(section.blocks).slice(0, SUMMARY_PARAGRAPHS);
  if (texts.length === 0) return;
  const slide = contentSlide(pptx, section.title!);
  let left = SUMMARY_CHARS;
  const shown: string[] = [];
  for (const text of texts) {
    if (left < 80) break;
    const cut = clip(text, left);
    const sentence = cut.endsWith('…') ? cut.slice(0, cut.lastIndexOf('. ') + 1) : cut;
    shown.push(sentence.length > 40 ? sentence : cut);
    left -= shown.at(-1)!.length;
  }
  slide.addText(
    shown.map((text) => ({ text, options: { breakLine: true, paraSpaceAfter: 14 } })),
    bodyText({ ...AREA, fontSize: 20, lineSpacingMultiple: 1.1 }),
  );
}

/** One list section as bullets: the scope's included items, the next steps. */
export function listSlide(pptx: PptxGenJS, section: Section, words: DeckWords, ordered = false) {
  const items = listItems(section.blocks);
  const lines = items.length ? items : paragraphs(section.blocks).map((text) => [{ text }]);
  if (lines.length === 0) return;
  const slide = contentSlide(pptx, section.title!);
  // Numbers written into the text: viewers number runs of mixed weight unevenly.
  let n = 0;
  const text = bullets(lines, 8, 110, words.more).map((run) =>
    ordered && run.options?.bullet
      ? { ...run, text: `${(n += 1)}. ${run.text}`, options: { ...run.options, bullet: false } }
      : run,
  );
  slide.addText(text, bodyText({ ...AREA, fontSize: 18 }));
}

/** What is not included and what the plan assumes, side by side under their own titles. */
export function boundariesSlide(pptx: PptxGenJS, sections: Section[], words: DeckWords) {
  const shown = sections.filter((s) => listItems(s.blocks).length > 0);
  if (shown.length === 0) return;
  const slide = contentSlide(pptx, shown.map((s) => s.title).join(' · '));
  const w = (AREA.w - 0.5 * (shown.length - 1)) / shown.length;
  shown.forEach((section, i) => {
    const x = AREA.x + i * (w + 0.5);
    if (shown.length > 1)
      slide.addText(
        section.title!,
        bodyText({ x, y: AREA.y, w, h: 0.45, fontSize: 16, bold: true, color: ACCENT }),
      );
    const top = shown.length > 1 ? AREA.y + 0.6 : AREA.y;
    slide.addText(
      bullets(listItems(section.blocks), 6, shown.length > 1 ? 100 : 130, words.more),
      bodyText({ x, y: top, w, h: AREA.y + AREA.h - top, fontSize: 16 }),
    );
  });
}
