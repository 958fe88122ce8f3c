// Ways to make a proposal worse, for the scoring tests: each must lower the score.

const blocks = (markdown: string): string[] => markdown.split(/\n{2,}/);

/** Drops the n-th second-level section (heading and body). */
export function removeSection(markdown: string, index: number): string {
  const parts = markdown.split(/(?=^## )/m);
  return parts.filter((_, i) => i !== index + 1).join('');
}

export const sectionCount = (markdown: string): number => (markdown.match(/^## /gm) ?? []).length;

/** Replaces every amount of money by "TBD". */
export const stripPrices = (markdown: string): string =>
  markdown.replace(
    /(?:[A-Z]{3} |[A-Z]{0,2}[$£€])\d[\d,.]*\d|\d[\d .,]*\d (?:[A-Z]{0,2}[$€£]|[A-Z]{3})/g,
    'TBD',
  );

const PADDING =
  'We leverage synergies to deliver world-class, cutting-edge solutions across various touchpoints, etc. ' +
  'It is important to note that our holistic approach is seamless and robust. ' +
  'It is important to note that our holistic approach is seamless and robust.';

/** Replaces every prose paragraph by vague, padded prose. */
export const padProse = (markdown: string): string =>
  blocks(markdown)
    .map((block) => (/^(#|\||- |\d+\. |---)/.test(block) ? block : PADDING))
    .join('\n\n');
