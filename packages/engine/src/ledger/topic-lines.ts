// "Website. My nephew Conor does our website, … so we don't need that built": a topic said on its
// own, the way people talk through a list, is what the next sentence says of it, not a request by
// itself. When that sentence refuses the work or gives it to someone on the client's side, the
// topic is left out.
import type { Brief } from '../brief';
import { doneByClient } from './agent';
import { has, LEDGER_CUES } from './cues';
import type { Request } from './index';
import { servicesIn } from './services';

const TOPIC_WORDS = 3;

export function withTopicsSettled(ledger: Request[], brief: Brief): Request[] {
  return ledger.map((row) => {
    if (row.kind !== 'deliverable' || row.text.split(/\s+/).length > TOPIC_WORDS) return row;
    const at = brief.sentences.findIndex((s) => s.text.replace(/[.:!]+$/, '').trim() === row.text.trim());
    const next = brief.sentences[at + 1];
    const topic = brief.sentences[at];
    if (!topic || !next || next.message !== topic.message) return row;
    // A list's item is said of itself; the line after the list is not about it.
    if (brief.lines[topic.line]?.listed && next.line !== topic.line) return row;
    const services = servicesIn(next.text, brief.language);
    if (doneByClient(next.text, brief.language, services)) return { ...row, kind: 'client' };
    return has(LEDGER_CUES.exclusion, next.text) && !has(LEDGER_CUES.leadIn, next.text.slice(0, 24))
      ? { ...row, kind: 'exclusion' }
      : row;
  });
}
