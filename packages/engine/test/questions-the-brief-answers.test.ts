// Open questions only for what the brief leaves open: not a budget it names (even where the
// reading could not place the sum), not a count it states in the work's own unit. Ghana's cedi is
// read, and what happened before ("last time YouTube blocked one of the videos") asks for nothing.
import { analyze, propose } from './propose';

const CREATED = '2026-10-21T09:00:00.000Z';
const questions = (text: string) =>
  propose(text, CREATED)
    .generated.markdown.split(/\n## /)
    .find((s) => /^Open questions/.test(s)) ?? '';

describe('questions the brief already answers', () => {
  it('asks no budget range of a brief that names a sum', () => {
    expect(
      questions(
        'We need a short promo film for our academy, 1 to 2 minutes. Board approved GH₵45,000 for everything.',
      ),
    ).not.toMatch(/budget range/);
  });

  it('asks no count of work the brief counts in its unit', () => {
    expect(
      questions(
        'Tender lot 2: mobile micro-videos. The contractor shall produce 40 Kannada micro-videos with English subtitles for WhatsApp. Budget INR 9,00,000.',
      ),
    ).not.toMatch(/how many videos/i);
  });
});

describe('money and remarks from a chat', () => {
  it('reads the Ghanaian cedi as GHS', () => {
    expect(
      analyze('The total we have for everything is GH₵45,000. Board approved it.', CREATED).analysis.budget,
    ).toMatchObject({
      max: 4_500_000,
      currency: 'GHS',
    });
  });

  it('prices no video from what happened last time', () => {
    const rows = analyze(
      'I need a promo video for the academy, 1 to 2 mins.\nNo copyrighted music please, last time YouTube blocked one of the boys videos.',
      CREATED,
    ).analysis.requests.filter((r) => r.kind === 'deliverable');
    expect(rows.some((r) => /YouTube blocked/.test(r.text))).toBe(false);
  });
});
