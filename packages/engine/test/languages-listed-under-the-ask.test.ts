// The target languages a translation leads into are counted where the client lists them, one a line
// under the ask ("translated into:" over "- Tamil"), so the words are priced for each of them; the
// languages of Malaysia, Sri Lanka, Kenya, the Philippines and of Europe's regions are languages too.
import { analyze, propose } from './propose';

const CREATED = '2026-11-24T09:00:00.000Z';

describe('the languages listed under a translation', () => {
  it('prices the words once for each language listed under the ask', () => {
    const { generated } = propose(
      [
        'Good morning,',
        '',
        'Our cooperative has 9 guides for members, about 6,000 words in all. We need them translated into:',
        '- Swahili',
        '- Tagalog',
        '- Sinhala',
        '',
        'Kindly quote per word. Budget KES 400,000.',
      ].join('\n'),
      CREATED,
    );
    const line = generated.pricingBreakdown.find((l) => l.unit === 'word');
    expect(line).toMatchObject({ quantity: 18_000 });
  });

  it('stops counting at the first line that names no language', () => {
    const { analysis } = analyze(
      [
        'We need our brochure (2,000 words) translated into:',
        '- Galician',
        '- Basque',
        '- delivered as Word files',
      ].join('\n'),
      CREATED,
    );
    const translation = analysis.requests.find((r) => r.services.includes('translation'));
    expect(translation).toMatchObject({ languages: 2 });
  });
});
