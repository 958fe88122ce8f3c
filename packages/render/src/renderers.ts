import type { EvidenceDocument, ExportFormat, RenderableProposal } from '@proposals/contracts';
import { buildDocument } from './document/build';
import { evidenceDocument } from './evidence/document';
import type { ProposalDocument } from './document/model';
import { renderDocx } from './docx/render-docx';
import { BrowserPool, type BrowserOptions } from './pdf/browser';
import { renderPdf } from './pdf/render-pdf';
import { renderPptx } from './pptx/render-pptx';

export type Renderer = (doc: ProposalDocument) => Promise<Uint8Array>;

export interface ProposalRenderer {
  render(format: ExportFormat, proposal: RenderableProposal): Promise<Uint8Array>;
  /** The evidence of a client's decision, as PDF through the same browser. */
  renderEvidence(evidence: EvidenceDocument): Promise<Uint8Array>;
  /** The warm browser, for its pid (tests kill it) and the benchmark's floor. */
  browser: BrowserPool;
  close(): Promise<void>;
}

/** One renderer per format; a format without one does not compile. */
export function createRenderer(options: BrowserOptions): ProposalRenderer {
  const browser = new BrowserPool(options);
  const renderers: Record<ExportFormat, Renderer> = {
    pdf: (doc) => renderPdf(browser, doc),
    docx: renderDocx,
    pptx: renderPptx,
  };
  return {
    render: (format, proposal) => renderers[format](buildDocument(proposal)),
    renderEvidence: (evidence) => renderers.pdf(evidenceDocument(evidence)),
    browser,
    close: () => browser.close(),
  };
}
