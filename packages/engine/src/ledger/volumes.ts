// A translation request rarely repeats its volumes: they stand in a list of their own ("App UI
// strings: ~14,500 words", "Help centre: ~27,000 words"). A request priced by the word that states
// no count takes the sum of the word counts the brief gives elsewhere (not the monthly ones).
import type { Brief } from '../brief';
import { serviceById } from '../catalogue';
import type { Request } from './index';
import { quantityOf, unitOfWord } from './quantity';
import type { Language } from '@proposals/locale';

export function withVolumes(ledger: Request[], brief: Brief): Request[] {
  const counted = new Set(ledger.filter((r) => r.unit === 'word').map((r) => r.text));
  const volumes = brief.lines
    .filter(
      (line) =>
        line.text &&
        (line.part === 'body' || line.part === 'field') &&
        ![...counted].some((t) => line.text.includes(t)),
    )
    .map((line) => quantityOf(line.text, brief.language, 'word'))
    .filter((q) => q !== null && q.unit === 'word' && q.per === null)
    .reduce((sum, q) => sum + (q?.value ?? 0), 0);
  if (volumes === 0) return ledger;
  return ledger.map((row) => {
    const byWord = row.services.some((id) => serviceById(id)?.unit === 'word');
    return row.kind === 'deliverable' && byWord && row.unit !== 'word'
      ? { ...row, quantity: volumes, unit: 'word' }
      : row;
  });
}

/**
 * "translation into all 4 languages … a glossary and style guide": translation work that names no
 * languages of its own covers the brief's, and what is counted in languages is made for each.
 */
export function withLanguageCounts(ledger: Request[]): Request[] {
  const counts = ledger.map((r) => r.languages ?? 0);
  const languages = Math.max(0, ...counts);
  if (languages < 2) return ledger;
  return ledger.map((row) => {
    const translation = row.services.some((id) => serviceById(id)?.category === 'translation');
    if (row.kind !== 'deliverable' || !translation || row.languages !== null) return row;
    const counted = row.quantity === null && row.services.some((id) => serviceById(id)?.unit === 'language');
    return { ...row, languages, ...(counted ? { quantity: languages, unit: 'language' } : {}) };
  });
}

const EACH = /\b(?:each|every|per|chaque|chacun(?:e)? des|jede[nrs]?|pro|cada)\s+(\p{L}+)/iu;

/**
 * "8 blog articles a month … repurpose each article into 2 LinkedIn posts": a count made for each
 * of another request's units is that many times its count, as often as it.
 */
export function withCountsPerEach(ledger: Request[], language: Language): Request[] {
  return ledger.map((row) => {
    const word = EACH.exec(row.text)?.[1];
    const unit = word ? unitOfWord(word, language) : null;
    if (row.kind !== 'deliverable' || row.per !== null || !unit || unit === row.unit) return row;
    const of = ledger.find((r) => r !== row && r.kind === 'deliverable' && r.unit === unit && r.quantity);
    if (!of?.quantity) return row;
    return { ...row, quantity: (row.quantity ?? 1) * of.quantity, per: of.per };
  });
}
