// Requirements are reported as the brief's own clauses, so the writer sees "meet WCAG 2.1 AA" with its
// context rather than a bare tag.
import data from '../data/requirements.json';
import { clauseAround, type Segment } from './clean-text';
import { has } from './cues';
import { phrasesRegex } from './keywords';

const TERMS = phrasesRegex(data.terms);
const INTEGRATION = phrasesRegex([
  'integrat*',
  'intégr*',
  'anbindung',
  'schnittstelle*',
  'integración',
  'integrado',
  'conexión con',
  'sso',
  'api',
]);
const MAX_LENGTH = 140;
const MAX_ITEMS = 12;

function shorten(text: string): string {
  const trimmed = text.trim().replace(/[.;:,]+$/, '');
  if (trimmed.length <= MAX_LENGTH) return trimmed;
  const cut = trimmed.slice(0, MAX_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 40))}…`;
}

export function findRequirements(sentences: Segment[]): string[] {
  const found: string[] = [];
  for (const { text } of sentences) {
    for (const match of text.matchAll(TERMS)) {
      const clause = shorten(clauseAround(text, match.index).text);
      if (clause && !found.includes(clause)) found.push(clause);
      if (found.length >= MAX_ITEMS) return found;
    }
  }
  return found;
}

/** How many requirements ask to connect to another system: each adds to complexity. */
export const countIntegrations = (requirements: string[]): number =>
  requirements.filter((requirement) => has(INTEGRATION, requirement)).length;
