// How running text names an organisation: with its legal form ("Müller Bau GmbH"), after an
// introduction ("on behalf of", "je suis … chez"), as a sentence's subject, or at the end of a
// sign-off; a business named as who passed on the agency's number is not the client.
import parties from './data/parties.json';

const WORD = `[\\p{Lu}][\\p{L}\\p{N}'’.&-]*`;
/** The small words a name holds between its capitalised ones ("Heritage Trust of the Coast"). */
export const NAME_LINKS = [
  '&',
  'and',
  'of',
  'de',
  'du',
  'des',
  'del',
  'la',
  'y',
  'e',
  'und',
  'et',
  'für',
  'für die',
  'da',
  'do',
  'dos',
  'das',
  'di',
  'van',
  'von',
];
const NAME = `${WORD}(?:[ \\t]+(?:(?:${NAME_LINKS.join('|')})[ \\t]+)?${WORD}){0,5}`;
const LEGAL = `GmbH & Co\\. KG|gGmbH|GmbH|AG|KG|Ltd\\.?|Ltée|Limited|LLC|Inc\\.?|inc\\.|plc|PLC|\\(Pty\\) Ltd|Pty Ltd|Pte Ltd|Pvt Ltd|S\\.A\\.C\\.|S\\.R\\.L\\.|SRL|Ltda\\.?|EURL|S\\.A\\. de C\\.V\\.|S\\.A\\.S\\.|SAS|SARL|S\\.L\\.|SL|S\\.A\\.|SA|SpA|B\\.V\\.|e\\.V\\.|Sàrl|asbl|ASBL`;
/** "GmbH", "Ltd", "S.L.": a word that is a legal form. */
export const LEGAL_FORM = new RegExp(`^(?:${LEGAL})$`, 'u');
const WITH_LEGAL = new RegExp(`(${NAME}),?\\s+(${LEGAL})(?![\\p{L}])`, 'u');
// "de l'Érablière Gagnon": an elided article joins the name; "on behalf of the North Shore Shellfish
// Co-operative": a full one does not.
const INTRO = new RegExp(
  `(?:${parties.introductions.join('|')})(?:\\s+|(?<=['’]))(?:(?:the|la|le|les|el|los|die|der|das)\\s+)?(${NAME})`,
  'u',
);
// "Good Hour Coffee is a Brooklyn roaster", "Rideau Valley Community Health (RVCH) operates …".
export const SUBJECT = new RegExp(
  `(?:^|\\n|[.!?]\\s)(${NAME})(?:\\s*\\([^)]{1,20}\\))?\\s+(?:${parties.subjectVerbs.join('|')})\\s`,
  'u',
);
// "Thx, Dr Hana Al Suwaidi, Meridian Family Clinics", "VG Franziska Wendt, IT, Krause + Lehmann
// Ingenieure": a sign-off in the running text ends with the organisation.
export const SIGN_OFF = new RegExp(
  `(?:^|[ \\t])(?:thx|thanks|thank you|cheers|regards|best|vg|lg|mfg|merci|cordialement|saludos|gracias)[,.!]?[ \\t]+(?:(?:Dr|Dra|Mme|Mr|Mrs|Ms)\\.?[ \\t]+)?\\p{Lu}[\\p{L}'’-]+(?:[ \\t]+\\p{Lu}[\\p{L}'’-]+){1,3},(?:[ \\t]*[^,\\n]{2,30},)?[ \\t]*(${NAME}(?:\\s*\\+\\s*${NAME})?)\\s*$`,
  'imu',
);
// "j'ai eu votre numéro par Fred de chez Carrosserie Lejeune": who sent them is not the client.
const REFERRAL =
  /(?:\bpar|\bfrom|\bby|\bvon|de parte de|recommended|recommend|empfohlen|recommandé|me pasó|m'a donné|got your (?:name|number)|eu votre (?:nom|numéro))\b[^.!?\n]{0,40}$/iu;
export const introduced = (text: string): string | undefined =>
  [...text.matchAll(new RegExp(INTRO.source, 'gu'))].find(
    (m) => !REFERRAL.test(text.slice(Math.max(0, m.index - 60), m.index)),
  )?.[1];
// A name that opens a sentence is its subject: "Lakeview Provincial Park is refreshing …".
export const OPENING_NAMES = new RegExp(`(?:^|\\n|[.!?]\\s)(${NAME})`, 'gu');

// A sentence's full stop is not part of the name; an abbreviation's ("Inc.", "S.A.") is.
export const clean = (name: string): string =>
  name
    .replace(/^(?:the|le|la|les|l'|die|der|das|el|los)\s+/iu, '')
    // "Quillfield Analytics (Boston, MA)": where the client is, not its name.
    .replace(/\s*\([^)]*\)$/u, '')
    .replace(/(\s[^\s.]{4,})\.$/u, '$1')
    // "Cementos del Bajío. Cumplimos 50 años": a sentence ends the name.
    .replace(/^(.*?\p{Ll}{2})\.\s.*$/u, '$1')
    .trim();

export const withLegal = (text: string): string | null => {
  const match = WITH_LEGAL.exec(text);
  return match?.[1] && match[2] ? `${clean(match[1])} ${match[2]}` : null;
};
