// How sure the reading of the brief is: requests the catalogue does not know are priced by
// estimate, and a request that runs on for a paragraph was probably not cut where the client meant.
import type { AnalysisResult } from '@proposals/contracts';
import { defect, type Defect } from './defects';

const LONG_REQUEST_WORDS = 25;
const UNKNOWN_SHARE = 0.4;

export function reading(analysis: AnalysisResult | null | undefined): Defect[] {
  const requests = (analysis?.requests ?? []).filter((r) => r.kind === 'deliverable');
  if (!analysis) return [];
  if (requests.length === 0)
    return [
      defect(
        'requested items silently missing',
        'completeness',
        25,
        'No deliverable could be read from the brief.',
        'Check the brief and list what the client asks for.',
      ),
    ];
  const unknown = requests.filter((r) => r.services.length === 0);
  const long = requests.filter((r) => r.text.split(/\s+/).length > LONG_REQUEST_WORDS);
  const defects: Defect[] = [];
  if (unknown.length / requests.length > UNKNOWN_SHARE)
    defects.push(
      defect(
        'price not grounded in quantities',
        'persuasiveness',
        Math.round((unknown.length / requests.length) * 16),
        `${unknown.length} of ${requests.length} requests are priced by estimate, not from known units.`,
        'Check the hours of these lines against comparable work.',
      ),
    );
  if (long.length)
    defects.push(
      defect(
        'non-deliverables priced',
        'clarity',
        4 * long.length,
        `${long.length} requests run on for more than ${LONG_REQUEST_WORDS} words.`,
        'Check that each line is one deliverable.',
      ),
    );
  return defects;
}
