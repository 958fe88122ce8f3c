// The languages a translation is made into. "Pilot: 12 Produktdatenblätter, total ca. 7'200 Wörter"
// over "Deutsch → Französisch und Deutsch → Italienisch": a list's language pair names them, and the
// documents counted in words are what is translated, not documents to design.
import type { Brief } from '../brief';
import { serviceById } from '../catalogue';
import type { Request } from './index';
import { languageCount, pairTargets } from './languages';
import { lineOf } from './volumes';
import { quantityOf } from './quantity';

const translates = (row: Request): boolean =>
  row.services.some((id) => serviceById(id)?.category === 'translation');
const byWord = (row: Request): boolean => row.services.some((id) => serviceById(id)?.unit === 'word');

export function withLanguagePairs(ledger: Request[], brief: Brief): Request[] {
  const targets = new Map(
    ledger.map((row) => [
      row,
      row.kind === 'deliverable' && !row.services.length ? pairTargets(row.text) : 0,
    ]),
  );
  const languages = Math.max(0, ...targets.values());
  if (!languages) return ledger;
  // Each row's words read once: what it states in words, unless it is already counted by the word.
  const volumes = new Map(
    ledger.map((row) => {
      const words = row.kind === 'deliverable' ? quantityOf(row.text, brief.language, 'word') : null;
      const source = words?.unit === 'word' && words.per === null && !byWord(row) && !translates(row);
      return [row, source ? words.value : null];
    }),
  );
  const sources = [...volumes.values()].some((words) => words !== null);
  const translated = ledger.some((row) => row.kind === 'deliverable' && translates(row));
  return ledger.map((row) => {
    const words = volumes.get(row);
    if (words != null)
      return { ...row, services: ['translation'], quantity: words, unit: 'word', per: null, languages };
    if (!targets.get(row)) return row;
    // The pair alone is the request when nothing else asks for the translation.
    return sources || translated
      ? { ...row, kind: 'constraint' as const, languages }
      : { ...row, services: ['translation'], languages };
  });
}

/**
 * "translation into all 4 languages … a glossary and style guide": translation work that names no
 * languages of its own covers the brief's, and what is counted in languages is made for each.
 */
export function withLanguageCounts(ledger: Request[], brief: Brief): Request[] {
  const counts = ledger.map((r) => r.languages ?? listedLanguages(r, brief));
  const languages = Math.max(0, ...counts);
  if (languages < 2) return ledger;
  return ledger.map((row) => {
    if (row.kind !== 'deliverable' || !translates(row) || row.languages !== null) return row;
    const counted = row.quantity === null && row.services.some((id) => serviceById(id)?.unit === 'language');
    return { ...row, languages, ...(counted ? { quantity: languages, unit: 'language' } : {}) };
  });
}

/**
 * "We need all 14 translated into:" over "- Bahasa Malaysia", "- Simplified Chinese", "- Tamil": the
 * languages a translation's own line leads into are listed on the lines under it, one a line.
 */
function listedLanguages(row: Request, brief: Brief): number {
  const at = lineOf(row, brief);
  if (row.kind !== 'deliverable' || !translates(row) || at < 0) return 0;
  let count = 0;
  for (const line of brief.lines.slice(at + 1)) {
    if (!line.listed || languageCount(line.text) !== 1) break;
    count += 1;
  }
  return count;
}
