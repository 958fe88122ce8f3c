// The client's name from the brief ("Northwind Coffee is a …", "We are Bloemenhuis, …", a company
// with a legal form), its industry from the words of data/industries.json.
import data from '../data/industries.json';
import languages from '../data/languages.json';
import { phrasesRegex } from './keywords';

const WORD = `[\\p{Lu}][\\p{L}\\p{N}'.-]*`;
const NAME = `${WORD}(?:\\s+(?:&|and|of|de|du|y|und)?\\s*${WORD}){0,4}`;
const LEGAL = new RegExp(
  `(${NAME})\\s+(GmbH|AG|KG|Ltd\\.?|Limited|LLC|Inc\\.?|plc|S\\.A\\.|SA|SAS|SARL|S\\.L\\.|SL|B\\.V\\.|BV|e\\.V\\.)(?![\\p{L}])`,
  'u',
);
const WE_ARE = new RegExp(`(?:we are|we're|somos|nous sommes|wir sind)\\s+(${NAME})\\s*[,(]`, 'iu');
const SUBJECT = new RegExp(
  `(?:^|[.!?:\\n]\\s*)(?:(?:The|Le|La|Les|L'|Die|Der|Das|El|La|Los)\\s+)?(${NAME})(?:\\s*\\([^)]{0,60}\\))?\\s+(?:is|are|was|serves|sells|makes|runs|wants|needs|has|est|sont|souhaite|ist|sind|plant|es|son|quiere)\\s`,
  'u',
);
const ARTICLE = /^(?:the|le|la|les|l'|die|der|das|el|los)\s+/i;
// Sentence openers that look like names because they are capitalised.
const COMMON = new Set(
  Object.values(languages.stopwords)
    .flat()
    .concat([
      'hi',
      'hello',
      'dear',
      'budget',
      'this',
      'these',
      'everything',
      'project',
      'it',
      'they',
      'he',
      'she',
    ]),
);

const INDUSTRIES = Object.entries(data.industries).map(([name, words]) => ({
  name,
  regex: phrasesRegex(words),
}));

function plausible(name: string | undefined): name is string {
  if (!name) return false;
  const first = name.split(/\s+/)[0]?.toLowerCase() ?? '';
  return !COMMON.has(first) && name.length >= 3;
}

export function findClientName(text: string): string | null {
  const legal = LEGAL.exec(text);
  if (legal?.[1] && legal[2]) {
    const name = `${legal[1].replace(ARTICLE, '')} ${legal[2]}`;
    if (plausible(name)) return name;
  }
  for (const regex of [WE_ARE, SUBJECT]) {
    const name = regex.exec(text)?.[1]?.replace(ARTICLE, '').trim();
    if (plausible(name)) return name;
  }
  return null;
}

export function findIndustry(text: string): string | null {
  let best: { name: string; hits: number } | null = null;
  for (const { name, regex } of INDUSTRIES) {
    const hits = new Set([...text.matchAll(regex)].map((match) => match[0].toLowerCase())).size;
    if (hits > 0 && (!best || hits > best.hits)) best = { name, hits };
  }
  return best?.name ?? null;
}
