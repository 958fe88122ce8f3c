// The analyze stage of the rules engine: brief text in, analysis and scope out. Pure and synchronous:
// the same input gives byte-identical output (no clock, no randomness, stable ordering).
import type { Complexity } from '@proposals/contracts';
import type { AnalyzeInput, AnalyzeOutput } from '../types';
import { findBudget } from './budget';
import { findClientName, findIndustry } from './client';
import { cleanLines, cleanText, sentencesOf } from './clean-text';
import { rankCategories } from './categories';
import { findDates } from './dates';
import { findDeliverables, mergeStated } from './deliverables';
import { detectLanguage } from './language';
import { openQuestions } from './questions';
import { isQuoted, quotedLines } from './quoted';
import { countIntegrations, findRequirements } from './requirements';
import { buildScope } from './scope';
import { statedDeliverables } from './stated';

function complexityOf(
  deliverables: number,
  integrations: number,
  budgetCents: number | undefined,
): Complexity {
  const scale =
    budgetCents === undefined ? 0 : budgetCents >= 10_000_000 ? 2 : budgetCents >= 3_000_000 ? 1 : 0;
  const points = deliverables + integrations + scale;
  return points <= 2 ? 'low' : points <= 5 ? 'medium' : 'high';
}

export function analyzeBrief(input: AnalyzeInput): AnalyzeOutput {
  const text = cleanText(input.text ?? '');
  const title = cleanText(input.title ?? '');
  const sentences = sentencesOf(text);
  const language = detectLanguage(`${title}\n${text}`);
  const { wanted, excluded } = findDeliverables(sentences, sentencesOf(title), language);
  const stated = statedDeliverables(cleanLines(input.text ?? ''), sentences);
  const categories = rankCategories(text, title, language, wanted, stated.wanted);
  const budget = findBudget(sentences, text, language);
  const dates = findDates(sentences, language, input.createdAt, isQuoted(quotedLines(input.text ?? '')));
  const requirements = findRequirements(sentences);
  const deliverables = mergeStated(
    [...new Set(wanted.map(({ phrase }) => phrase))],
    stated.wanted,
    excluded.map(({ phrase }) => phrase),
    stated.excluded,
  );
  const linked = input.client?.company?.trim() || input.client?.name?.trim();
  const clientName = linked || findClientName(text);
  const analysis = {
    language,
    primaryCategory: categories[0]?.name ?? 'other',
    categories,
    deliverables,
    requirements,
    budget,
    ...dates,
    client: { name: clientName, industry: findIndustry(text) },
    complexity: complexityOf(wanted.length, countIntegrations(requirements), budget?.max),
    openQuestions: openQuestions({ language, budget, dates, deliverables: wanted, requirements, clientName }),
  };
  return { analysis, scope: buildScope(language, wanted, excluded) };
}
