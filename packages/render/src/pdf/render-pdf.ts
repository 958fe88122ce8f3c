import type { Page, PDFOptions } from 'puppeteer-core';
import type { ProposalDocument } from '../document/model';
import { BrowserLostError, type BrowserPool } from './browser';
import { documentHtml, footerHtml } from './html';

export const pdfOptions = (footerTemplate: string): PDFOptions => ({
  format: 'A4',
  printBackground: true,
  preferCSSPageSize: true,
  displayHeaderFooter: true,
  headerTemplate: '<span></span>',
  footerTemplate,
});

/** What the benchmark's floor measures too: one page, set the HTML, print it. */
export async function printPage(page: Page, html: string, options: PDFOptions): Promise<Uint8Array> {
  await page.setContent(html, { waitUntil: 'load' });
  return page.pdf(options);
}

/** Renders on a pooled page; when Chromium dies mid-render, once more on a fresh one. */
export async function renderPdf(pool: BrowserPool, doc: ProposalDocument): Promise<Uint8Array> {
  const html = documentHtml(doc);
  const options = pdfOptions(footerHtml(doc));
  try {
    return await pool.withPage((page) => printPage(page, html, options));
  } catch (err) {
    if (!(err instanceof BrowserLostError)) throw err;
    return pool.withPage((page) => printPage(page, html, options));
  }
}
