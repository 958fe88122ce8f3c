import type { Language } from '../../catalogue';
import type { GenerateInput } from '../../types';
import type { GenerationResult } from '@proposals/contracts';
import type { Fitted } from '../fit';
import type { Phrases } from '../phrases';

/** Everything a section needs: the input, the fitted proposal and the formatting of its language. */
export interface DocContext {
  input: GenerateInput;
  language: Language;
  phrases: Phrases;
  fitted: Fitted;
  model: GenerationResult['pricingModel'];
  retainerMonths: number | null;
  clientName: string | null;
  money: (cents: number) => string;
  hours: (hours: number) => string;
  date: (day: number) => string;
}

// Pipes and line breaks would break a table row; the brief's own words may contain them.
const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();

export function table(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  align: readonly ('l' | 'r')[],
): string {
  const rule = align.map((a) => (a === 'r' ? '---:' : '---'));
  return [headers, rule, ...rows].map((row) => `| ${row.map(cell).join(' | ')} |`).join('\n');
}

export function bullets(items: readonly string[]): string {
  return items.map((item) => `- ${item.replace(/\s+/g, ' ').trim()}`).join('\n');
}

export function numbered(items: readonly string[]): string {
  return items.map((item, index) => `${index + 1}. ${item}`).join('\n');
}

export const paragraphs = (...parts: (string | null | false | undefined)[]): string =>
  parts.filter((part): part is string => Boolean(part)).join('\n\n');
