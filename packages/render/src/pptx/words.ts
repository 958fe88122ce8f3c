import type { Labels } from '../document/labels';
import { labelsFor } from '../document/labels';
import type { Language } from '../document/language';

/** The few words the deck adds that the document has no label for, in the document's language. */
export interface DeckWords {
  more: (n: number) => string;
  otherItems: (n: number) => string;
}

const WORDS: Record<Language, DeckWords> = {
  en: { more: (n) => `+${n} more`, otherItems: (n) => `Other items (${n})` },
  fr: { more: (n) => `+${n} autres`, otherItems: (n) => `Autres postes (${n})` },
  de: { more: (n) => `+${n} weitere`, otherItems: (n) => `Weitere Positionen (${n})` },
  es: { more: (n) => `+${n} más`, otherItems: (n) => `Otros conceptos (${n})` },
};

const LANGUAGES = Object.keys(WORDS) as Language[];

// The document carries its labels, not its language: the labels tell which language they are.
export const wordsFor = (labels: Labels): DeckWords =>
  WORDS[LANGUAGES.find((l) => labelsFor(l).proposal === labels.proposal) ?? 'en'];
