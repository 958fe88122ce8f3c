// What a web form's notification says once its boxes are read: "[x] SEO" is a ticked item, "[ ] Paid
// ads" says nothing, "( ) Under $5k (x) $5k–$15k" is "$5k–$15k", and "Do you need a blog? Yes" asks
// for a blog.

// A box or a radio button on a line of its own: "[x] SEO", "(•) $50k – $100k", "( ) Under $25k".
const TICKED = /^\s*(?:\[[xX✓✔]\]|\((?:x|X|✓|✔|•|\*)\)|☑|☒|✅|✔|✓|◉)\s*(.+)$/u;
const UNTICKED = /^\s*(?:\[\s?\]|\(\s?\)|☐|⬜|○)\s*/u;
const RADIO_TICKED = /\((?:x|X|✓|✔|•|\*)\)/u;
const RADIO = /\((?:\s?|x|X|✓|✔|•|\*)\)/u;

/** "Budget: ( ) Under $5k (x) $5k–$15k ( ) $15k+": the chosen option(s) alone. */
function chosenOptions(line: string): string {
  if (!RADIO_TICKED.test(line) || !/\(\s?\)/.test(line)) return line;
  const first = line.search(RADIO);
  const options = [...line.slice(first).matchAll(/\(([^)]{0,1})\)\s*([^()]*)/gu)];
  const chosen = options.filter((o) => o[1] && o[1].trim()).map((o) => (o[2] ?? '').trim());
  return `${line.slice(0, first).trimEnd()} ${chosen.join(', ')}`.trim();
}

// "Do you need a blog? Yes", "How many pages do you need? 10-20": a form's question and its answer.
const NEED_ANSWER = /^(?:do|will|would) you (?:need|want|require) (.+?)\?\s*(yes|no)\b\.?\s*$/iu;
const COUNT_ANSWER = /^how many (.+?) (?:do|will|would) you (?:need|want|require)\?\s*([\d][\d\s–-]*)$/iu;

function answered(line: string): string {
  const need = NEED_ANSWER.exec(line);
  if (need) return `We ${/^no/i.test(need[2] as string) ? "don't need" : 'need'} ${need[1]}.`;
  const count = COUNT_ANSWER.exec(line);
  return count ? `We need ${(count[2] as string).trim()} ${count[1]}.` : line;
}

/** The line as the form meant it, or null for an unticked box. */
export function formLine(line: string): string | null {
  if (UNTICKED.test(line)) return null;
  const ticked = TICKED.exec(line);
  if (ticked) return `- ${ticked[1]}`;
  return answered(chosenOptions(line));
}
