// How people put the word "budget" in front of what they say about it. Spoken or typed fast, the
// word is a label: "Money. I was thinking eighteen hundred a month.", "Le budget, euh… on se
// disait entre huit et douze mille euros", "Budget, I was thinking twelve to fifteen thousand".
// A label frames the figure that follows it as the budget, like a form's field name would.

const WORDS =
  '(?:money|budget|budget-wise|pricing|price|cost|costs|argent|prix|côté budget|geld|preis|kosten|dinero|precio|presupuesto|plata|lana)';
const OWNER = '(?:(?:the|our|on|as for|re|le|notre|pour le|das|unser|zum|el|nuestro|de|en cuanto al)\\s+)?';
const FILLER = '(?:\\s*[,.…]*\\s*(?:euh|heu|bah|ben|um|uh|erm|hmm|äh|ähm|also|eh|este|pues|bueno|well|so))*';

/** A sentence that is only the label: "Money.", "Le budget, euh…", "Budget?" */
const ALONE = new RegExp(`^${OWNER}${WORDS}${FILLER}\\s*[.:!?…-]*$`, 'iu');
/** A sentence that opens with the label and goes on: "Budget, I was thinking …", "Presupuesto: unos …". */
const OPENING = new RegExp(`^${OWNER}${WORDS}${FILLER}\\s*[,:–-]`, 'iu');

/** Whether the sentence is a budget label on its own, framing the sentences after it. */
export const isBudgetLabel = (sentence: string): boolean => ALONE.test(sentence.trim());

/** Whether the sentence opens with a budget label, framing its own figures. */
export const opensWithBudgetLabel = (sentence: string): boolean => OPENING.test(sentence.trim());
