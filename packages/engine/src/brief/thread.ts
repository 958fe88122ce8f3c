// A pasted thread holds several messages: usually newest first, each reply above what it answers
// (after "On … wrote:", a "Forwarded message" rule, an Outlook header block, or quoted with "> ").
// Each line learns which message it belongs to (0 = the newest), so that a newer message's figures
// win over the older ones it corrects. One layout runs the other way: a forwarded thread pasted on
// top, closed by a bare rule, with the forwarder's own note below it; that note is the newest. And
// forwarded messages pasted oldest first are put in order by the dates of their headers.
// The envelope (markers and headers) is dropped, but subject lines are kept: briefs put budgets and
// dates there too.
import * as chrono from 'chrono-node';
import type { RawLine } from './clean';

const WROTE = /^(?:on|le|am|el)\s.{0,160}(?:wrote|a écrit|schrieb|escribió)\s*:?$/i;
const FORWARD =
  /^(?:-{2,}\s*(?:forwarded message|original message|message transféré|message d'origine|weitergeleitete nachricht|ursprüngliche nachricht|mensaje reenviado|mensaje original)\s*-*|begin forwarded message:?|début du message réexpédié\s*:?|anfang der weitergeleiteten nachricht\s*:?)$/i;
// "---------- Fin del mensaje reenviado ----------": what follows is the forwarder's again.
const END_FORWARD =
  /^-{2,}\s*(?:end of (?:the )?forwarded message|fin du message (?:transféré|réexpédié)|ende der weitergeleiteten nachricht|fin del mensaje reenviado)\s*-*$/i;
const HEADER =
  /^(?:from|sent|to|cc|bcc|date|de|envoyé|à|von|gesendet|an|datum|para|enviado|enviado el|fecha|reply-to|objet|subject|betreff|asunto)\s*:/i;
const SENDER = /^(?:from|de|von)\s*:/i;
const DATED = /^(?:date|sent|envoyé|gesendet|datum|fecha|enviado(?: el)?)\s*:\s*(.+)$/i;
const PARSERS = [chrono.en, chrono.fr, chrono.de, chrono.es];

/** When a header says a message was sent, in any of the four languages; null if it says no day. */
function sentAt(text: string): number | null {
  for (const parser of PARSERS) {
    const start = parser.parse(text)[0]?.start;
    if (start?.isCertain('day') && start.isCertain('month')) return start.date().getTime();
  }
  return null;
}
const SEPARATOR = /^(?:-{3,}|_{3,}|={3,})\s*$/;
/** "Re:", "AW:", "Fwd:", "TR:": what a reply or forward puts before a subject. */
export const REPLY_PREFIX = /^(?:(?:re|aw|wg|fw|fwd|tr|rv|r)\s*:\s*)+/iu;
const SUBJECT = new RegExp(
  `^(?:subject|objet|betreff|asunto)\\s*:\\s*(?:${REPLY_PREFIX.source.slice(1)})?`,
  'iu',
);

export interface ThreadLine extends RawLine {
  /** 0 for the newest message, 1 for the one it answers or forwards, and so on. */
  message: number;
}

export interface Thread {
  lines: ThreadLine[];
  /** Subject lines, newest first, without their "Re:"/"Fwd:" prefixes. */
  subjects: string[];
}

/** A run of header lines that names a sender starts an older message (Outlook's reply block). */
function headerBlock(lines: readonly RawLine[], at: number): number {
  let end = at;
  while (end < lines.length && HEADER.test((lines[end] as RawLine).text)) end += 1;
  const block = lines.slice(at, end).map((line) => line.text);
  return block.length >= 2 && block.some((text) => SENDER.test(text)) ? end - at : 0;
}

interface Block {
  lines: RawLine[];
  subjects: string[];
  /** When its header block says it was sent. */
  sent: number | null;
  /** What opened it: the text's start, a reply or forward marker, a header block, a bare rule, a forward's end. */
  opener: 'start' | 'marker' | 'header' | 'rule' | 'end';
}

function blocksOf(raw: readonly RawLine[]): Block[] {
  const blocks: Block[] = [{ lines: [], subjects: [], sent: null, opener: 'start' }];
  const open = (opener: Block['opener']) => {
    const current = blocks.at(-1) as Block;
    if (current.lines.some((l) => l.text)) blocks.push({ lines: [], subjects: [], sent: null, opener });
    else current.opener = current.opener === 'start' && opener === 'rule' ? 'start' : opener;
  };
  for (let i = 0; i < raw.length; i += 1) {
    const line = raw[i] as RawLine;
    const current = () => blocks.at(-1) as Block;
    if (END_FORWARD.test(line.text)) open('end');
    else if (WROTE.test(line.text) || FORWARD.test(line.text)) open('marker');
    else if (line.quoteDepth === 0 && SEPARATOR.test(line.text)) open('rule');
    else if (line.quoteDepth === 0 && headerBlock(raw, i) > 0) {
      const size = headerBlock(raw, i);
      open(current().opener === 'marker' && !current().lines.some((l) => l.text) ? 'marker' : 'header');
      for (const header of raw.slice(i, i + size)) {
        if (SUBJECT.test(header.text)) current().subjects.push(header.text.replace(SUBJECT, '').trim());
        const dated = DATED.exec(header.text)?.[1];
        if (dated) current().sent = sentAt(dated);
      }
      i += size - 1;
    } else if (SUBJECT.test(line.text)) current().subjects.push(line.text.replace(SUBJECT, '').trim());
    else current().lines.push(line);
  }
  return blocks.filter((block) => block.lines.some((l) => l.text) || block.subjects.length);
}

/**
 * Forwarded messages pasted oldest first ("ven. 18 sept." above "mar. 22 sept."): their headers'
 * dates say which is newest. Undated blocks above them (the forwarder's note) stay newest.
 */
function byDate(blocks: readonly Block[]): number[] | null {
  const dated = blocks.flatMap((block, i) => (block.sent === null ? [] : [i]));
  const times = dated.map((i) => blocks[i]?.sent as number);
  const oldestFirst = dated.length >= 2 && times.every((t, k) => k === 0 || t > (times[k - 1] as number));
  if (!oldestFirst) return null;
  return [...blocks.map((_, i) => i).filter((i) => !dated.includes(i)), ...dated.reverse()];
}

export function splitThread(raw: readonly RawLine[]): Thread {
  const blocks = blocksOf(raw);
  // A forward pasted on top and closed by a rule, then the forwarder's note: the note is newest.
  const last = blocks.at(-1);
  const noteBelow = blocks.length > 1 && blocks[0]?.opener === 'marker' && last?.opener === 'rule';
  const order = noteBelow
    ? [blocks.length - 1, ...blocks.map((_, i) => i).slice(0, -1)]
    : (byDate(blocks) ?? blocks.map((_, i) => i));
  const lines: ThreadLine[] = [];
  // A chat export reads oldest first: each day's messages answer the day before ("budget max 6.5m").
  const days = [...new Set(raw.map((line) => line.chatDay).filter((day): day is string => day !== null))];
  const older = (line: RawLine) =>
    blocks.length === 1 && line.chatDay !== null ? days.length - 1 - days.indexOf(line.chatDay) : 0;
  blocks.forEach((block, index) => {
    const message = block.opener === 'end' ? 0 : order.indexOf(index);
    for (const line of block.lines)
      lines.push({ ...line, message: Math.max(message, line.quoteDepth, older(line)) });
  });
  const subjects = order.flatMap((index) => (blocks[index] as Block).subjects);
  return { lines, subjects: subjects.filter(Boolean) };
}
