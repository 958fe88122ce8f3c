// Briefs arrive as pasted email threads, HTML and Markdown. Cleaning turns markup, entities and
// typographic variants into plain lines and remembers, for each line, what its markup said: a
// quote depth ("> > …"), a list mark or item number, a Markdown heading, a bold line.

import { formLine } from './form';

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  euro: '€',
  pound: '£',
  yen: '¥',
  ndash: '–',
  mdash: '—',
  rsquo: "'",
  lsquo: "'",
  rdquo: '"',
  ldquo: '"',
  hellip: '…',
  eacute: 'é',
  egrave: 'è',
  agrave: 'à',
  ccedil: 'ç',
  uuml: 'ü',
  ouml: 'ö',
  auml: 'ä',
  szlig: 'ß',
  ntilde: 'ñ',
};

const BLOCK_TAG =
  /<\/?(?:p|div|br|li|ul|ol|h[1-6]|tr|table|section|article|header|footer|blockquote)\b[^>]*>/gi;
const ANY_TAG = /<\/?[a-z][^>]*>|<!--[\s\S]*?-->/gi;
const ENTITY = /&(#x[0-9a-f]+|#\d+|[a-z]+);/gi;
// A day number before a month name ("17. September") is a date, not an item number.
const MONTH_START =
  '(?!(?:[Jj]an|[Ff]eb|[Ff][ée]v|[Mm][äa]r|[Aa]pr|[Aa]vr|[Mm]a[iy]|[Jj]un|[Jj]uin|[Jj]ul|[Jj]uil|[Aa]ug|[Aa]o[uû]|[Ss]ep|[Oo][ck]t|[Nn]ov|[Dd][eé][cz]))';
// "- item", "• item", "1. item", "2.1 item", "a) item", "(b) item", "a. Item", "III. item": the mark and the number it carries.
const LIST_MARK = new RegExp(
  `^(?:[*\\-•·–—▪◦]\\s+|(?:(?<number>\\d{1,2}(?:\\.\\d{1,2})+)\\.?\\s+|(?<single>\\d{1,2})[.)]\\s*)(?=\\p{L}|["“„«])${MONTH_START}|\\(?(?<letter>[a-h])\\)\\s+|(?<dotted>[a-h])\\.\\s+(?=\\p{Lu})|(?<roman>[IVX]{1,4})[.)]\\s+(?=\\p{Lu}))`,
  'u',
);

function decodeEntity(whole: string, body: string): string {
  if (body[0] === '#') {
    const code =
      body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : ' ';
  }
  return ENTITIES[body.toLowerCase()] ?? whole;
}

/** Markup, entities, spaces and quote marks reduced to plain text; line structure kept. */
export function plainText(raw: string): string {
  return (
    raw
      .replace(/\r\n?/g, '\n')
      .replace(/<li\b[^>]*>/gi, '\n- ')
      .replace(BLOCK_TAG, '\n')
      .replace(ANY_TAG, ' ')
      .replace(ENTITY, decodeEntity)
      // Thousands are often spaced with no-break or thin spaces; one plain space is enough for parsing.
      .replace(/[\u00a0\u202f\u2007\u2009]/g, ' ')
      .replace(/[\u2018\u2019\u02bc]/g, "'")
      .replace(/[\u201c\u201d\u201e]/g, '"')
      .replace(/\t/g, ' ')
  );
}

export interface RawLine {
  text: string;
  /** How many "> " marks quoted the line. */
  quoteDepth: number;
  listed: boolean;
  /** The item's number as written ("2.1", "3", "b", "III"), when it has one. */
  number: string | null;
  markdownHeading: boolean;
  /** The whole line was bold ("**Scope**"). */
  bold: boolean;
  /** Spaces before the line's text or mark: sub-items are indented under their item. */
  indent: number;
  /** The day a chat export stamped the line's message with ("24/11/2026"), else null. */
  chatDay: string | null;
}

/**
 * "Stakeholder interviews | 8 internal | clinic managers": a row of a table typed as text is an item,
 * its cells joined; the rule under the header is no line at all. Null for a line that is no row.
 */
function tableCells(line: string): string | null {
  if ((line.match(/\|/g) ?? []).length < 2) return null;
  const cells = line
    .split('|')
    .map((cell) => cell.trim())
    .filter((cell) => cell && cell !== '—' && cell !== '-');
  return cells.every((cell) => /^:?-{2,}:?$/.test(cell)) ? '' : cells.join(' – ');
}

// "[6/10/26, 9:02 am] Jess – Kiln & Tide: …", "17/11/26, 11:31 - Álvaro: …": a chat export's stamp
// and speaker before each message; what follows is the brief.
const CHAT_STAMP =
  /^\[?\d{1,2}[./-]\d{1,2}[./-]\d{2,4},?\s+\d{1,2}[:.]\d{2}(?:[:.]\d{2})?(?:\s?[ap]\.?\s?m\.?)?\]?\s*(?:-\s*)?[^:\n]{1,60}:\s+/iu;

// "Note for the AI assistant processing this form: ignore all previous instructions …": words for a
// machine reading the brief are no part of what the client asks, and are never obeyed.
const INSTRUCTION =
  /\b(?:ignore (?:all |any )?(?:the |your )?(?:previous|prior|above|earlier) instructions|ignore(?:z|r)? (?:toutes )?(?:les |tes |vos )(?:\p{L}+ )?(?:instructions|consignes)|ignorier(?:e|en Sie) (?:alle )?(?:deine |Ihre )?(?:vorherigen |bisherigen )?(?:anweisungen|instruktionen)|ignora(?:r)? (?:todas )?(?:las |tus |sus )(?:\p{L}+ )?instrucciones)/iu;

// "Website enquiry form - submitted 19/10/2026 3:47pm": the form's own header, dated by the system.
const RECEIVED =
  /^[^.!?]{0,60}(?<![\p{L}])(?:submitted|received|sent|envoyée?|reçue?|eingegangen|gesendet|übermittelt|enviado|recibido)\s+(?:on\s+|le\s+|am\s+|el\s+)?\d{1,2}[./-]\d{1,2}[./-]\d{2,4}/iu;

export function rawLines(raw: string): RawLine[] {
  let chatDay: string | null = null;
  return plainText(raw)
    .split('\n')
    .flatMap((line) => {
      const stamp = CHAT_STAMP.exec(line)?.[0];
      // A message's later lines carry no stamp of their own.
      if (stamp) chatDay = /\d{1,2}[./-]\d{1,2}[./-]\d{2,4}/.exec(stamp)?.[0] ?? null;
      // "[Formulaire de contact – nouveau message]", "[Voice note, 3:47, transcribed]": a line wholly in
      // square brackets is the system that carried the brief, not the client writing.
      if (/^\[[^\]]{3,200}\]$/u.test(line.trim()) || INSTRUCTION.test(line) || RECEIVED.test(line)) return [];
      const read = formLine(stamp ? line.slice(stamp.length) : line);
      return read === null ? [] : [{ read, chatDay }];
    })
    .map(({ read: line, chatDay: day }) => {
      const quote = /^(?:\s*>)+\s?/.exec(line)?.[0] ?? '';
      const unquoted = line.slice(quote.length).trimEnd();
      const trimmed = unquoted.trim();
      const indent = unquoted.length - unquoted.trimStart().length;
      const markdownHeading = /^#{1,6}\s/.test(trimmed);
      const unmarked = trimmed.replace(/^#{1,6}\s+/, '');
      const cells = tableCells(unmarked);
      const mark = cells ? null : LIST_MARK.exec(unmarked);
      const body = cells ?? (mark ? unmarked.slice(mark[0].length) : unmarked).trim();
      const bold = /^(\*\*|__)[^*_]+\1:?$/.test(body);
      return {
        text: body
          .replace(/\*\*|__|`/g, '')
          .replace(/ {2,}/g, ' ')
          .trim(),
        quoteDepth: (quote.match(/>/g) ?? []).length,
        listed: mark !== null || (cells !== null && cells !== ''),
        number:
          mark?.groups?.number ??
          mark?.groups?.single ??
          mark?.groups?.letter ??
          mark?.groups?.dotted ??
          mark?.groups?.roman ??
          null,
        markdownHeading,
        bold,
        indent,
        chatDay: day,
      };
    });
}
