// How two figures of one amount are linked: "15-20k", "15 to 20k", "de 15 à 20", "between 40 and
// 50 thousand" (a pair word links only after "between", "entre", "zwischen": after "de" it joins the
// parts of one number, "de cuarenta y cinco mil").
interface Span {
  start: number;
  end: number;
}

/** "between", "entre", "zwischen" right before a figure: a pair of figures follows. */
export const PAIR_LEAD = /(?:between|entre|zwischen)\s*$/i;
// "CHF 30'000.– bis 40'000.–", "30.000,- bis 40.000,-": the sign for no cents may stand before the link.
const RANGE_LINK = /^(?:[.,](?:–|-{1,2}))?\s*(?:-|–|—|to|à|a|bis|au|al)\s*$/i;
const PAIR_LINK = /^\s*(?:and|et|und|y)\s*$/i;

/** Whether `first` and `second` are the two ends of one range. */
export function linked(text: string, first: Span, second: Span): boolean {
  const between = text.slice(first.end, second.start);
  if (RANGE_LINK.test(between)) return true;
  return PAIR_LINK.test(between) && PAIR_LEAD.test(text.slice(Math.max(0, first.start - 12), first.start));
}
