// What each line of a message is: a greeting, a heading that names what follows, a form field
// ("Budget: £9,000"), body text, the closing ("Kind regards,") or the signature under it.
import { phrasesSource } from '../text/phrases';
import data from './data/parts.json';
import type { ThreadLine } from './thread';

export type Part = 'greeting' | 'heading' | 'field' | 'body' | 'closing' | 'signature';

const GREETING = new RegExp(`^(?:${phrasesSource(data.greetings)})`, 'iu');
// "Thanks so much,", "Mit sportlichen Grüßen", "Veuillez agréer, Madame, Monsieur, l'expression de nos
// salutations distinguées.": a closing may run on a few words, a German one take any adjective, a
// French formal one a whole sentence.
const CLOSING = new RegExp(
  `^(?:(?:${phrasesSource(data.closings)})[\\s,.!:–-]*(?:\\S{0,20}|(?:\\S+\\s+){1,2}\\S+,)|mit \\p{L}+ grü(?:ß|ss)en,?|(?:veuillez|je vous prie d'|nous vous prions d')agréer\\b.{0,160}[.,])$`,
  'iu',
);
// "Thanks, Ana Lopes, Casa Azul Hotels": a closing with its sender, a full name first, on one line.
const INLINE_CLOSING = new RegExp(`^(?:${phrasesSource(data.closings)})[\\s,.!–-]+(\\S.*)$`, 'iu');
const FULL_NAME = /^\p{Lu}[\p{L}'’.-]+(?:\s+\p{Lu}[\p{L}'’.-]+){1,3}$/u;

// "…, merci! Mélanie – Fromagerie du Rang 4, St-Élie-de-Caxton": a one-line message signed at its end.
const TRAILING_SENDER =
  /(?:^|[,.!?;]\s+)(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2}\s+[–—]\s+\p{Lu}[^\n–—]{2,80})$/u;

/** The sender's words on a message's last line: after a closing, cut at commas and bars; or a signed end. */
export function inlineSignature(text: string): string[] | null {
  const parts =
    INLINE_CLOSING.exec(text)?.[1]
      ?.split(/\s*[,|]\s*/u)
      .filter(Boolean) ?? [];
  if (FULL_NAME.test(parts[0] ?? '')) return parts;
  const signed = TRAILING_SENDER.exec(text)?.[1];
  return signed ? [signed] : null;
}
const FIELD = /^([^:]{1,60}?)\s*:\s+(\S.*)$/u;
const MAX_FIELD_LABEL_WORDS = 6;
const MAX_SIGNATURE_LINES = 9;
const MAX_UNCLOSED_SIGNATURE_LINES = 4;
// "cc: Dr. A. Mukamana, independent M&E consultant": a line under the signature naming who is copied.
export const COPIED = /^(?:c\.?c\.?|bcc|copie|copia|kopie)\s*:/iu;
// "Priya", "Louise Bérubé", "Dr. Priya Raman", "N": a person signing off.
const NAME_ONLY =
  /^(?:(?:Dr|Prof|Mr|Mrs|Ms|Mme|M|Hr|Fr|Sr|Sra)\.?\s+)?\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,3},$/u;

const wordsIn = (text: string): number => text.split(/\s+/).filter(Boolean).length;

/** "REQUEST FOR QUOTATION", "1. BACKGROUND", "III. OBJET DU MARCHÉ": capitals only. */
function capitals(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return letters.length >= 4 && letters === letters.toUpperCase() && wordsIn(text) <= 10;
}

const nextWith = (lines: readonly ThreadLine[], i: number, step: 1 | -1): ThreadLine | undefined => {
  for (let j = i + step; j >= 0 && j < lines.length; j += step) {
    const line = lines[j] as ThreadLine;
    if (line.message !== (lines[i] as ThreadLine).message) return undefined;
    if (line.text) return line;
  }
  return undefined;
};

/** "3", "2.1", "b", "IV": items numbered alike are siblings. */
const schemeOf = (number: string | null): string =>
  number === null
    ? ''
    : /^\d+$/.test(number)
      ? '1'
      : /^\d+(?:\.\d+)+$/.test(number)
        ? `1${'.1'.repeat(number.split('.').length - 1)}`
        : /^[IVX]+$/.test(number)
          ? 'I'
          : 'a';

/**
 * "2. Scope of work" over a paragraph, or over its own list, is a title; "4. Play Store publishing"
 * between its sibling items is an item. (An item over its sub-items reads as a title here; the
 * ledger still takes it as a request when it names work.)
 */
function numberedTitle(lines: readonly ThreadLine[], i: number): boolean {
  const line = lines[i] as ThreadLine;
  if (!line.listed || line.number === null || !/^[\d.]+$|^[IVX]+$/.test(line.number)) return false;
  if (wordsIn(line.text) > 6 || /[.!?;,]$/.test(line.text) || !/^\p{Lu}/u.test(line.text)) return false;
  const next = nextWith(lines, i, 1);
  if (next?.listed && schemeOf(next.number) !== schemeOf(line.number)) return true;
  const sibling = (other: ThreadLine | undefined) =>
    other?.listed && schemeOf(other.number) === schemeOf(line.number);
  return !sibling(next) && !sibling(nextWith(lines, i, -1));
}

/** A short line that names what follows: capitals, Markdown or bold, a numbered title, a lead-in colon. */
function isHeading(lines: readonly ThreadLine[], i: number): boolean {
  const line = lines[i] as ThreadLine;
  const { text } = line;
  if (!text || wordsIn(text) > 14) return false;
  if (line.markdownHeading || line.bold || capitals(text)) return true;
  if (/:$/.test(text)) return true;
  return numberedTitle(lines, i) || titlesParagraph(lines, i);
}

const TITLE_WORDS = 4;
const SENTENCE_WORDS = 6;

/** "Budget" alone on its line, right above the paragraph it names, after a blank line. */
function titlesParagraph(lines: readonly ThreadLine[], i: number): boolean {
  const [line, before, after] = [lines[i], lines[i - 1], lines[i + 1]] as ThreadLine[];
  if (!line || line.listed || wordsIn(line.text) > TITLE_WORDS || !/^\p{Lu}[^.!?,;:]*$/u.test(line.text))
    return false;
  if (before?.text || !after?.text || after.listed || after.message !== line.message) return false;
  return wordsIn(after.text) >= SENTENCE_WORDS && /[.!?:]$/.test(after.text);
}

/** "Phase 1 – Pilot (motor insurance only)" right above a bulleted list: the list's title. */
function namesListBelow(lines: readonly ThreadLine[], i: number): boolean {
  const line = lines[i] as ThreadLine;
  if (line.listed || wordsIn(line.text) > 8 || /[.!?,;]$/.test(line.text) || !/^\p{Lu}/u.test(line.text))
    return false;
  const next = lines.slice(i + 1).find((l) => l.text);
  return next !== undefined && next.listed && next.message === line.message;
}

export interface Field {
  label: string;
  value: string;
}

export function fieldOf(text: string): Field | null {
  const match = FIELD.exec(text);
  if (!match?.[1] || !match[2] || wordsIn(match[1]) > MAX_FIELD_LABEL_WORDS) return null;
  if (/[.!?]\s/.test(match[1])) return null;
  return { label: match[1].trim(), value: match[2].trim() };
}

/** Each line's part, message by message: the signature is what follows the closing, if it is short. */
export function partsOf(lines: readonly ThreadLine[]): Part[] {
  const parts: Part[] = lines.map((line, i) => {
    if (!line.text) return 'body';
    if (CLOSING.test(line.text)) return 'closing';
    if (isHeading(lines, i) || namesListBelow(lines, i)) return 'heading';
    return fieldOf(line.text) ? 'field' : 'body';
  });
  const firstOfMessage = new Set<number>();
  lines.forEach((line, i) => {
    if (line.text && !lines.slice(0, i).some((l) => l.text && l.message === line.message))
      firstOfMessage.add(i);
  });
  for (const i of firstOfMessage) {
    const text = (lines[i] as ThreadLine).text;
    // "Hi there,", "Sehr geehrte Damen und Herren,", or just "Melanie,".
    const greets = GREETING.test(text) && wordsIn(text) <= 8;
    if (greets || (text.endsWith(',') && NAME_ONLY.test(text))) parts[i] = 'greeting';
  }
  markUnclosedSignatures(lines, parts);
  lines.forEach((line, i) => {
    if (parts[i] !== 'closing') return;
    const after: number[] = [];
    for (let j = i + 1; j < lines.length && (lines[j] as ThreadLine).message === line.message; j += 1)
      if ((lines[j] as ThreadLine).text) after.push(j);
    if (after.length <= MAX_SIGNATURE_LINES) for (const j of after) parts[j] = 'signature';
  });
  return parts;
}

/**
 * A message that ends without a closing word still ends with its sender: a name line, maybe with a
 * role and organisation under it, at the very end of the message.
 */
function markUnclosedSignatures(lines: readonly ThreadLine[], parts: Part[]): void {
  const ends = new Map<number, number>();
  lines.forEach((line, i) => {
    if (line.text) ends.set(line.message, i);
  });
  for (const last of ends.values()) {
    const block: number[] = [];
    for (let j = last; j >= 0 && block.length < MAX_UNCLOSED_SIGNATURE_LINES; j -= 1) {
      const line = lines[j] as ThreadLine;
      if (line.message !== (lines[last] as ThreadLine).message) break;
      if (!line.text || COPIED.test(line.text)) continue;
      if (parts[j] !== 'body' || wordsIn(line.text) > 8 || /[.!?;]$/.test(line.text)) break;
      block.unshift(j);
    }
    const nameAt = block.findIndex((j) => NAME_ONLY.test(`${(lines[j] as ThreadLine).text},`));
    if (nameAt >= 0) for (const j of block.slice(nameAt)) parts[j] = 'signature';
  }
}
