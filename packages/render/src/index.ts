export { createRenderer, type ProposalRenderer, type Renderer } from './renderers';
export { FILE_TYPES, RENDERER_VERSION, renderHash, exportFileName } from './files';
export { buildDocument } from './document/build';
export { documentHtml } from './pdf/html';
export { pdfOptions, printPage } from './pdf/render-pdf';
export { CHROME_ARGS, BrowserLostError, type BrowserOptions } from './pdf/browser';
export { locateBrowser, BrowserUnavailableError, SYSTEM_BROWSERS } from './pdf/locate';
export type { BrowserExecutable } from './pdf/bundled';
