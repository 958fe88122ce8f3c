// Replies written under the questions they answer ("> 3. Wine club?" then "YES, THE BIG ONE. ~900
// MEMBERS…"): the answer alone names nothing, so the question becomes its label, as a form's field
// label does ("Wine club: YES, THE BIG ONE…"). The quoted question itself goes: it is the asker's
// words, not a request of the client's.
import type { ThreadLine } from './thread';

const QUESTION = /[?？]\s*$/u;
// "3. ", "- ", "¿": how a question list writes each question, not part of what it asks.
const LEAD = /^[\s¿]*(?:(?:\d{1,2}|[a-z])[.)]\s+|[-*•]\s+)?/iu;
const MAX_QUESTION_WORDS = 12;

const asks = (line: ThreadLine): boolean =>
  line.quoteDepth > 0 && QUESTION.test(line.text) && line.text.split(/\s+/).length <= MAX_QUESTION_WORDS;

const labelOf = (question: string): string =>
  question
    .replace(LEAD, '')
    .replace(/[\s?？:]+$/u, '')
    .replace(/:/g, ',');

export function withQuestionsAsLabels(lines: readonly ThreadLine[]): ThreadLine[] {
  const out: ThreadLine[] = [];
  let question: number | null = null;
  for (const line of lines) {
    if (!line.text) {
      out.push(line);
      continue;
    }
    const asked = question === null ? null : (out[question] as ThreadLine);
    if (asked && line.quoteDepth < asked.quoteDepth && line.message < asked.message) {
      out.splice(question as number, 1);
      out.push({ ...line, text: `${labelOf(asked.text)}: ${line.text}` });
      question = null;
      continue;
    }
    question = asks(line) ? out.length : null;
    out.push(line);
  }
  return out;
}
