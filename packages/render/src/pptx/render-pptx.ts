import PptxGenJS from 'pptxgenjs';
import type { ProposalDocument, Section } from '../document/model';
import { outlineOf } from './outline';
import { coverSlide } from './slides/cover';
import { pricingSlide } from './slides/pricing';
import { boundariesSlide, listSlide, summarySlide } from './slides/text-slides';
import { timelineSlide } from './slides/timeline';
import { defineMaster } from './theme';
import { wordsFor } from './words';

/**
 * A deck to present, not the document poured into slides: cover, summary, scope, timeline as
 * bars, investment, options (when offered), what is outside the work, next steps. Each slide
 * caps its text so nothing overflows; the full detail stays in the PDF and DOCX.
 */
export async function renderPptx(doc: ProposalDocument): Promise<Uint8Array> {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  pptx.title = doc.cover.title;
  pptx.author = doc.cover.agencyName ?? '';
  defineMaster(pptx, [doc.cover.agencyName, doc.cover.title].filter(Boolean).join(' · '));
  const words = wordsFor(doc.labels);
  const { summary, scope, notIncluded, assumptions, nextSteps, tables } = outlineOf(doc);

  coverSlide(pptx, doc);
  if (summary) summarySlide(pptx, summary);
  if (scope) listSlide(pptx, scope, words, true);
  if (tables.timeline) timelineSlide(pptx, tables.timeline.title, tables.timeline.table, doc.labels);
  if (tables.pricing) pricingSlide(pptx, tables.pricing.title, tables.pricing.table, words);
  // Options often share the investment section; the slide then takes the options label.
  if (tables.options) {
    const title = tables.options.title === tables.pricing?.title ? doc.labels.options : tables.options.title;
    pricingSlide(pptx, title, tables.options.table, words);
  }
  boundariesSlide(
    pptx,
    [notIncluded, assumptions].filter((s): s is Section => s !== null),
    words,
  );
  if (nextSteps) listSlide(pptx, nextSteps, words, true);
  return (await pptx.write({ outputType: 'nodebuffer' })) as Uint8Array;
}
