export type Language = 'en' | 'fr' | 'de' | 'es';

const LANGUAGES: readonly string[] = ['en', 'fr', 'de', 'es'];

/** The document's language: the brief's when the renderer speaks it, else English. */
export const languageOf = (code: string): Language => (LANGUAGES.includes(code) ? (code as Language) : 'en');
