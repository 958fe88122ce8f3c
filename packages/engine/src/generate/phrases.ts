import type { Language } from '../catalogue';
import de from '../data/phrases/de.json';
import en from '../data/phrases/en.json';
import es from '../data/phrases/es.json';
import fr from '../data/phrases/fr.json';

export type Phrases = typeof en;

const TABLES: Record<Language, Phrases> = { en, fr, de, es };

/** The proposal's writing language: the brief's when we have a phrase table for it, else English. */
export function languageOf(code: string): Language {
  return code in TABLES ? (code as Language) : 'en';
}

export function phrasesFor(language: Language): Phrases {
  return TABLES[language];
}

export function fill(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** "a, b and c" in the proposal's language. */
export function joinList(items: readonly string[], phrases: Phrases): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${phrases.text.and} ${items[items.length - 1]}`;
}
