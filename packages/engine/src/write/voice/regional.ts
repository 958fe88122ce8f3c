// The same language, written as the client's country writes it: Swiss German has no "ß", Latin
// America says "costos" and "computadora", Québec says "courriel". The voices are written once, in the
// language's most common form; this turns the finished text into the client's.
import markets from '../../facts/data/markets.json';

// Latin America: every market the brief's facts know that writes Spanish, Spain aside.
const LATIN_AMERICA = new Set(
  Object.entries(markets.countries)
    .filter(([code, country]) => code !== 'ES' && country.languages.includes('es'))
    .map(([code]) => code),
);

type Swap = readonly [RegExp, string];

const word = (from: string, to: string): Swap => [new RegExp(`(?<![\\p{L}])${from}(?![\\p{L}])`, 'gu'), to];

const SWAPS: Record<string, readonly Swap[]> = {
  'es-419': [
    word('Costes', 'Costos'),
    word('costes', 'costos'),
    word('a coste', 'al costo'),
    word('coste', 'costo'),
    word('ordenador', 'computadora'),
    word('Un saludo', 'Saludos cordiales'),
  ],
  'de-CH': [[/ß/gu, 'ss']],
  'fr-CA': [word('e-mail', 'courriel'), word('e-mails', 'courriels'), word('week-end', 'fin de semaine')],
};

function variantOf(language: string, country: string | null): string | null {
  if (language === 'es' && country && LATIN_AMERICA.has(country)) return 'es-419';
  if (language === 'de' && country === 'CH') return 'de-CH';
  if (language === 'fr' && country === 'CA') return 'fr-CA';
  return null;
}

export function regional(markdown: string, language: string, country: string | null): string {
  const variant = variantOf(language, country);
  return (SWAPS[variant ?? ''] ?? []).reduce((text, [from, to]) => text.replace(from, to), markdown);
}
