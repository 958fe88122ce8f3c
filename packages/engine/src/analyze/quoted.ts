// Which lines of a pasted thread belong to an older message: lines quoted with ">", and the body
// of a forwarded or replied-to message (after "---- Forwarded message ----" or "On … wrote:")
// until a separator line starts the newer text again. Their dates yield to the newest message's.
import { cleanText } from './clean-text';

const QUOTE_START =
  /^\s*(?:-{2,}\s*(?:forwarded message|original message|message transféré|message d'origine|weitergeleitete nachricht|ursprüngliche nachricht|mensaje reenviado|mensaje original)\s*-*|(?:on|le|am|el)\s.{0,120}(?:wrote|a écrit|schrieb|escribió)\s*:?)\s*$/i;
const SEPARATOR = /^\s*(?:-{3,}|_{3,}|={3,})\s*$/;

export function quotedLines(raw: string): Set<string> {
  const quoted = new Set<string>();
  let inOlder = false;
  for (const line of raw.replace(/\r\n?/g, '\n').split('\n')) {
    if (QUOTE_START.test(line)) {
      inOlder = true;
      continue;
    }
    if (SEPARATOR.test(line)) {
      inOlder = false;
      continue;
    }
    if (inOlder || /^\s*>/.test(line)) {
      const text = cleanText(line);
      if (text.length >= 12) quoted.add(text);
    }
  }
  return quoted;
}

/** Whether a sentence of the cleaned brief lies in one of the quoted lines. */
export function isQuoted(lines: Set<string>): (sentence: string) => boolean {
  return (sentence) => {
    const text = sentence.trim();
    if (text.length < 12) return false;
    for (const line of lines) if (line.includes(text)) return true;
    return false;
  };
}
