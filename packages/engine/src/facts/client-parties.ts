// Who in a thread is not the client: someone who passes the request on (a consultant, the agency
// running the event, a bookkeeper, a grant officer) signs their own message with their own firm; a
// "Cc:" line names someone copied in; "i. A. der Schulleiterin" names for whom the writer signs. The
// client is the organisation the thread is about, which it names more often than any of them.
import type { Brief } from '../brief';
import { COPIED, inlineSignature } from '../brief';
import { escapeRegex } from '../text/phrases';

// The writer says they act for someone else: "I'm a freelance marketing consultant", "one of my
// account companies", "la demande de Mme Aubry", "unser Kunde". Forwarding alone says nothing: a
// colleague forwards their own firm's request ("Te reenvío lo que comentó Javier").
const INTERMEDIARY = new RegExp(
  [
    String.raw`\bI(?:'m| am) (?:a|an|the)\b[\p{L} -]{0,30}\b(?:consultant|adviser|advisor|agency|accountant|bookkeeper|broker)\b`,
    String.raw`\b(?:my|our) clients?\b`,
    String.raw`\bone of my (?:account|client)`,
    String.raw`\b(?:I(?:'m| am)|we(?:'re| are)) (?:emailing|writing) on behalf of\b`,
    String.raw`\b(?:the request|la demande|die Anfrage|la solicitud) (?:from|de|von) (?:Mr|Mrs|Ms|Mme|M\.|Frau|Herr|Sr\.?|Sra\.?)\s`,
    String.raw`\b(?:mon|notre) client\b`,
    String.raw`\bpour le compte de\b`,
    String.raw`\bunsere[nm]? (?:Kunden|Mandanten)\b`,
    String.raw`\b(?:mi|nuestro) cliente\b`,
  ].join('|'),
  'iu',
);
// "Cc : Karine Lordinot", "i. A. der Schulleiterin", "\"Your numbers, handled.\"": no sender's firm.
const NOT_THE_SENDER = /^(?:i\.\s?A\.|im Auftrag|p\.\s?o\.|pp\.?\s)|^["“«„]/iu;

/** The messages whose writer says they pass the request on for someone else. */
function intermediaries(brief: Brief): Set<number> {
  const said = new Map<number, string[]>();
  for (const line of brief.lines) {
    const lines = said.get(line.message) ?? said.set(line.message, []).get(line.message);
    if (line.part !== 'signature') lines?.push(line.text);
  }
  if (said.size < 2) return new Set();
  return new Set(
    [...said].filter(([, lines]) => INTERMEDIARY.test(lines.join('\n'))).map(([message]) => message),
  );
}

export interface SenderBlocks {
  /** The sender blocks of those who write for themselves, in the thread's order. */
  own: string[][];
  /** Those of who passes the request on: their firm is the client only if nothing else names one. */
  passing: string[][];
}

/** Each message's sender block. */
export function signatureBlocks(brief: Brief): SenderBlocks {
  const passing = intermediaries(brief);
  const byMessage = new Map<number, string[]>();
  for (const line of brief.lines)
    if (line.part === 'signature' && line.text && !COPIED.test(line.text) && !NOT_THE_SENDER.test(line.text))
      byMessage.set(line.message, [...(byMessage.get(line.message) ?? []), line.text]);
  if (byMessage.size === 0) {
    const last = brief.lines.filter((line) => line.text && line.message === 0).at(-1);
    const inline = last ? inlineSignature(last.text) : null;
    return { own: inline ? [inline] : [], passing: [] };
  }
  const blocks = [...byMessage.entries()];
  return {
    own: blocks.filter(([message]) => !passing.has(message)).map(([, block]) => block),
    passing: blocks.filter(([message]) => passing.has(message)).map(([, block]) => block),
  };
}

/** The lines naming who is copied in: never the client. */
export const copiedIn = (brief: Brief): string =>
  brief.lines
    .filter((line) => COPIED.test(line.text))
    .map((line) => line.text)
    .join('\n');

/** How often the brief names an organisation, its subject lines included. */
export function mentionsOf(brief: Brief, name: string): number {
  const regex = new RegExp(`(?<![\\p{L}\\d])${escapeRegex(name)}(?![\\p{L}\\d])`, 'giu');
  return [brief.text, ...brief.subjects].reduce((n, text) => n + (text.match(regex) ?? []).length, 0);
}
