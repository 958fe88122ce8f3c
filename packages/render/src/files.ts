import { createHash } from 'node:crypto';
import type { ExportFormat, RenderableProposal } from '@proposals/contracts';

export const FILE_TYPES: Record<ExportFormat, { extension: string; contentType: string }> = {
  pdf: { extension: 'pdf', contentType: 'application/pdf' },
  docx: {
    extension: 'docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  pptx: {
    extension: 'pptx',
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  },
};

/** Bumped whenever a renderer's output changes, so files stored by the previous one are not reused. */
export const RENDERER_VERSION = 3;

/** The hash of everything that decides the file's bytes: the same proposal and format, the same file. */
export function renderHash(proposal: RenderableProposal, format: ExportFormat): string {
  return createHash('sha256')
    .update(JSON.stringify({ version: RENDERER_VERSION, format, proposal }))
    .digest('base64url');
}

/** `Brightwave website.pdf`: the title, without characters no file system accepts. */
export function exportFileName(title: string, format: ExportFormat): string {
  const base = title
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  return `${base || 'proposal'}.${FILE_TYPES[format].extension}`;
}
