// "Pilot: 12 Produktdatenblätter, total ca. 7'200 Wörter" over "Deutsch → Französisch und Deutsch →
// Italienisch": in a brief that asks for translation, a list's language pair names the languages,
// and the documents counted in words are what is translated, not documents to design.
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
  const pairs = ledger.filter(
    (row) => row.kind === 'deliverable' && !row.services.length && pairTargets(row.text),
  );
  if (!pairs.length) return ledger;
  const languages = Math.max(...pairs.map((row) => pairTargets(row.text)));
  const volume = (row: Request) => {
    const words = quantityOf(row.text, brief.language, 'word');
    return words?.unit === 'word' && words.per === null && !byWord(row) && !translates(row)
      ? words.value
      : null;
  };
  const sources = ledger.filter((row) => row.kind === 'deliverable' && volume(row) !== null);
  const translated = ledger.some((row) => row.kind === 'deliverable' && translates(row));
  return ledger.map((row) => {
    if (sources.includes(row))
      return { ...row, services: ['translation'], quantity: volume(row), unit: 'word', per: null, languages };
    if (!pairs.includes(row)) return row;
    // The pair alone is the request when nothing else asks for the translation.
    return sources.length || translated
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
    const translation = row.services.some((id) => serviceById(id)?.category === 'translation');
    if (row.kind !== 'deliverable' || !translation || row.languages !== null) return row;
    const counted = row.quantity === null && row.services.some((id) => serviceById(id)?.unit === 'language');
    return { ...row, languages, ...(counted ? { quantity: languages, unit: 'language' } : {}) };
  });
}

/**
 * "We need all 14 translated into:" over "- Bahasa Malaysia", "- Simplified Chinese", "- Tamil": the
 * languages a translation's own line leads into are listed on the lines under it, one a line.
 */
function listedLanguages(row: Request, brief: Brief): number {
  const translation = row.services.some((id) => serviceById(id)?.category === 'translation');
  const at = lineOf(row, brief);
  if (row.kind !== 'deliverable' || !translation || at < 0) return 0;
  let count = 0;
  for (const line of brief.lines.slice(at + 1)) {
    if (!line.listed || languageCount(line.text) !== 1) break;
    count += 1;
  }
  return count;
}
