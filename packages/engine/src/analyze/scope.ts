// In scope: the deliverables, named as the catalogue labels them in the brief's language. Out of
// scope: what the brief itself excludes, then the usual exclusions. Assumptions: the usual ones.
import type { ScopeResult } from '@proposals/contracts';
import { isLanguage } from '../catalogue';
import data from '../data/scope.json';
import type { Found } from './deliverables';

type PerLanguage = Record<string, string[]>;

export function buildScope(language: string, wanted: Found[], excluded: Found[]): ScopeResult {
  const labelLanguage = isLanguage(language) ? language : 'en';
  const standard = (table: PerLanguage) => table[labelLanguage] ?? table.en ?? [];
  const inScope = [...new Set(wanted.map(({ entry }) => entry.label[labelLanguage]))];
  const stated = [...new Set(excluded.map(({ clause }) => clause.replace(/[.;:,]+$/, '')))];
  return {
    inScope,
    outOfScope: [...stated, ...standard(data.standardExclusions)],
    assumptions: [...standard(data.standardAssumptions)],
  };
}
