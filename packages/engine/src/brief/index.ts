// The brief as a document: its messages, lines with what each is (heading, field, list item,
// signature …), sentences, subject and language. Everything downstream reads this, never raw text.
import { isLanguage, type Language } from '@proposals/locale';
import { dayOf, type Day } from '../text/calendar';
import { withQuestionsAsLabels } from './answers';
import { rawLines } from './clean';
import { detectLanguage } from './language';
import { lotsOf, type LotSpan } from './lots';
import { COPIED, fieldOf, inlineSignature, partsOf, type Field, type Part } from './parts';
import { sentencesOf } from './sentences';
import { splitThread } from './thread';

export type { Field, LotSpan, Part };
export { COPIED, fieldOf, inlineSignature };

export interface BriefLine {
  index: number;
  text: string;
  /** Offset of the line in `Brief.text`. */
  start: number;
  /** 0: the newest message; higher: older messages it quotes or forwards. */
  message: number;
  listed: boolean;
  /** The item number as written ("2.1", "b"), when the line is a numbered item. */
  number: string | null;
  part: Part;
  field: Field | null;
}

export interface Sentence {
  text: string;
  /** Offset in `Brief.text`. */
  start: number;
  line: number;
  message: number;
}

export interface Brief {
  /** The content lines joined by newlines: what offsets refer to. */
  text: string;
  title: string;
  /** The title, then subject lines of the thread, newest first. */
  subjects: string[];
  /** The e-mail addresses the brief gives, its headers' included (where the client writes from), not those it is sent to. */
  addresses: string[];
  lines: BriefLine[];
  sentences: Sentence[];
  /** A tender's lots, when it names two or more. */
  lots: LotSpan[];
  language: Language;
  createdAt: string;
  /** The day the brief was received (UTC): relative dates resolve against it. */
  today: Day;
}

export interface BriefInput {
  text: string;
  title: string;
  createdAt: string;
}

function todayOf(createdAt: string): Day {
  const parsed = new Date(createdAt);
  return dayOf(Number.isNaN(parsed.getTime()) ? new Date(0) : parsed);
}

// "From: Siobhán Keane <treasurer@ardmoreparkrfc.ie>": headers and markup go, but where the client
// writes from says where they are.
export const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
// "To: hello@agency.com", "Cc: …": the agency and whoever is copied in, not the client.
const RECIPIENTS = /^[\s>]*(?:to|an|à|a|para|cc|bcc|kopie)\s*:/iu;

export function readBrief(input: BriefInput): Brief {
  const thread = splitThread(rawLines(input.text ?? ''));
  const threadLines = withQuestionsAsLabels(thread.lines);
  const parts = partsOf(threadLines);
  const lines: BriefLine[] = [];
  let offset = 0;
  threadLines.forEach((line, index) => {
    const part = parts[index] as Part;
    lines.push({
      index,
      text: line.text,
      start: offset,
      message: line.message,
      listed: line.listed,
      number: line.number,
      part,
      field: part === 'field' ? fieldOf(line.text) : null,
    });
    offset += line.text.length + 1;
  });
  const text = lines.map((line) => line.text).join('\n');
  const sentences = lines.flatMap((line) =>
    sentencesOf(line.text).map((span) => ({
      text: span.text,
      start: line.start + span.start,
      line: line.index,
      message: line.message,
    })),
  );
  const title = (input.title ?? '').trim();
  const detected = detectLanguage(`${title}\n${text}`);
  return {
    text,
    title,
    subjects: [title, ...thread.subjects].filter(Boolean),
    addresses: (input.text ?? '')
      .split('\n')
      .filter((line) => !RECIPIENTS.test(line))
      .flatMap((line) => line.match(EMAIL) ?? []),
    lines,
    sentences,
    lots: lotsOf(lines),
    language: isLanguage(detected) ? detected : 'en',
    createdAt: input.createdAt,
    today: todayOf(input.createdAt),
  };
}
