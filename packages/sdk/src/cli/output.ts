import { ProposalsApiError, ProposalsConnectionError } from '../errors';

/** The one line a failure prints: the API's code, message and request id, or the error's message. */
export function errorLine(error: unknown): string {
  if (error instanceof ProposalsApiError) {
    const request = error.requestId ? ` (request ${error.requestId})` : '';
    return `${error.code}: ${error.message}${request}`;
  }
  if (error instanceof ProposalsConnectionError)
    return `${error.message}; is the API running there? (PROPOSALS_BASE_URL sets where)`;
  return error instanceof Error ? error.message : String(error);
}

/** Rows as left-aligned columns under a header, cells cut to `max` characters. */
export function table(header: string[], rows: string[][], max = 48): string {
  const cut = (cell: string) => (cell.length > max ? `${cell.slice(0, max - 1)}…` : cell);
  const all = [header, ...rows].map((row) => row.map(cut));
  const widths = header.map((_, i) => Math.max(...all.map((row) => row[i]!.length)));
  return all
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
