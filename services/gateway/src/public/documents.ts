import type { RenderableProposal } from '@proposals/contracts';
import { buildDocument } from '@proposals/render';

type ProposalDocument = ReturnType<typeof buildDocument>;
const MAX = 200;
const cache = new Map<string, ProposalDocument>();

/**
 * The document of a snapshot. A snapshot never changes, so its document is built once per
 * process and kept (the newest MAX), which keeps the page as cheap as an API read.
 */
export function documentOf(snapshot: RenderableProposal, sha256: string): ProposalDocument {
  let doc = cache.get(sha256);
  if (!doc) {
    doc = buildDocument(snapshot);
    if (cache.size >= MAX) cache.delete(cache.keys().next().value!);
    cache.set(sha256, doc);
  }
  return doc;
}
