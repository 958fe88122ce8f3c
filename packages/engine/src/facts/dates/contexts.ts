// The sentences and fields the dates are read from, each with its message and whether a label
// about time frames it.
// "… 1.2 MSEK. Timing: we want …": a sentence may open with a label of its own, read as a field's.
import { fieldOf, type Brief, type BriefLine } from '../../brief';
import { sentencesOf } from '../../brief/sentences';
import { CUES, has } from '../cues';

export interface Context {
  text: string;
  message: number;
  /** "Timing: … first weekend in April": a field about time makes its dates the work's. */
  aboutTime: boolean;
}

// "Deadline for the pitch:" is the buying process's date, not the work's.
const labelled = (label: string | undefined): boolean =>
  !!label &&
  has(CUES.timingLabel, label) &&
  ![CUES.ignoreDate, CUES.processEvent, CUES.submission, CUES.proposal].some((cue) => has(cue, label));

export function contextsOf(brief: Brief): Context[] {
  const contexts = brief.subjects.slice(1).map((text) => ({ text, message: 0, aboutTime: false }));
  for (const line of brief.lines as BriefLine[]) {
    if (!line.text || line.part === 'signature' || line.part === 'greeting') continue;
    const { message, field } = line;
    if (field) contexts.push({ text: line.text, message, aboutTime: labelled(field.label) });
    else
      for (const { text } of sentencesOf(line.text))
        contexts.push({ text, message, aboutTime: labelled(fieldOf(text)?.label) });
  }
  return contexts;
}
