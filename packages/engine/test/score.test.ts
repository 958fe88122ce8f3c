import { responseChecker, schemas } from '@proposals/contracts';
import { generateProposal } from '../src/generate';
import { scoreProposal } from '../src/score';
import { padProse, removeSection, sectionCount, stripPrices } from './degrade';
import { BRIEFS } from './proposal-briefs';

const checkScore = responseChecker(schemas.scoreResult);

describe.each(Object.entries(BRIEFS))('scoreProposal of the generated proposal: %s', (_name, input) => {
  const { markdown } = generateProposal(input);
  const original = scoreProposal({ markdown, analysis: input.analysis });

  it('scores a complete generated proposal high, with room for what only the agency can add', () => {
    expect(checkScore(original)).toEqual([]);
    expect(original.overall).toBeGreaterThanOrEqual(85);
    expect(original.overall).toBeLessThan(100);
    const open = Math.min(4, new Set(input.analysis.openQuestions).size);
    expect(original.completeness).toBe(100 - open);
    expect(original.suggestions).toContain(
      'Add proof: a case study, a reference or a result from similar work.',
    );
  });

  it('scores higher once proof is added and the questions are answered', () => {
    const answered = markdown
      .replace(/^- (.*)\?$/gm, '- $1: settled with you on the call of 2 March.')
      .replace(
        /^## /m,
        '## Similar work\n\nWe delivered a similar project for a client in your sector last year: ' +
          'their enquiries grew by a third within three months.\n\n## ',
      );
    const edited = scoreProposal({ markdown: answered, analysis: input.analysis });
    expect(edited.completeness).toBe(100);
    expect(edited.persuasiveness).toBeGreaterThan(original.persuasiveness);
    expect(edited.overall).toBeGreaterThan(original.overall);
  });

  it('scores lower with any section removed', () => {
    for (let i = 0; i < sectionCount(markdown); i += 1) {
      const degraded = scoreProposal({ markdown: removeSection(markdown, i), analysis: input.analysis });
      const heading = markdown.split(/^## /m)[i + 1]?.split('\n')[0];
      expect([heading, degraded.overall < original.overall]).toEqual([heading, true]);
      expect(degraded.completeness).toBeLessThan(original.completeness);
    }
  });

  it('scores lower without prices', () => {
    const degraded = scoreProposal({ markdown: stripPrices(markdown), analysis: input.analysis });
    expect(degraded.completeness).toBeLessThan(original.completeness);
    expect(degraded.overall).toBeLessThan(original.overall);
  });

  it('scores lower with vague, padded prose', () => {
    const degraded = scoreProposal({ markdown: padProse(markdown), analysis: input.analysis });
    expect(degraded.clarity).toBeLessThan(original.clarity);
    expect(degraded.overall).toBeLessThan(original.overall);
    expect(degraded.reasons.join(' ')).toMatch(/vague/);
  });

  it('is deterministic and works without the analysis', () => {
    expect(scoreProposal({ markdown, analysis: input.analysis })).toEqual(original);
    expect(checkScore(scoreProposal({ markdown }))).toEqual([]);
  });
});

describe('scoreProposal on hand-written text', () => {
  it('scores an empty or vague document low, with suggestions', () => {
    const vague = scoreProposal({ markdown: 'We deliver world-class synergy, etc.' });
    expect(vague.overall).toBeLessThan(30);
    expect(vague.suggestions.length).toBeGreaterThan(3);
    expect(scoreProposal({ markdown: '' }).overall).toBeLessThan(10);
  });

  it('recognises sections in French, German and Spanish headings', () => {
    const doc = (headings: string[]) => headings.map((h) => `## ${h}\n\nTexte.`).join('\n\n');
    const fr = scoreProposal({
      markdown: doc([
        'Synthèse',
        'Vos besoins',
        'Périmètre',
        'Calendrier',
        'Budget',
        'Hypothèses',
        'Prochaines étapes',
      ]),
    });
    const none = scoreProposal({ markdown: doc(['A', 'B', 'C', 'D', 'E', 'F', 'G']) });
    expect(fr.completeness).toBeGreaterThan(none.completeness + 60);
  });
});
