// "an independent audit of our library website against WCAG 2.2 AA": an assessment named by its
// standard rather than by the catalogue's words is that standard's assessment.
import { serviceById, type ServiceMatch } from '../catalogue';
import { phrases } from '../text/phrases';
import data from './data/ledger.json';

const ASSESS = phrases(data.standards.assessments);
const STANDARDS = Object.entries(data.standards.services).map(([id, words]) => ({
  id,
  words: phrases(words),
}));
const REACH = 80;

/** The assessments a text names by their standard, where the catalogue's own words found none. */
export function standardAssessments(text: string, found: readonly ServiceMatch[]): ServiceMatch[] {
  const extra: ServiceMatch[] = [];
  for (const noun of ASSESS.all(text)) {
    const clause = text.slice(Math.max(0, noun.start - REACH), noun.end + REACH).split(/[.;!?]\s/u);
    const around = clause.find((part) => part.includes(text.slice(noun.start, noun.end))) ?? '';
    for (const { id, words } of STANDARDS) {
      const service = serviceById(id);
      if (!service || !words.first(around) || [...found, ...extra].some((m) => m.service.id === id)) continue;
      extra.push({ service, start: noun.start, end: noun.end });
    }
  }
  return extra;
}
