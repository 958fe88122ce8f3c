// The days a film is shot in, said beside the films ("2 shoot days", "2 Drehtage"), are the films'
// production, priced once in the video's line: not a photo shoot or an event film of their own. A
// photo shoot's days stay a photo shoot.
import { propose } from './propose';

const CREATED = '2026-11-24T09:00:00.000Z';
const itemsOf = (text: string) => propose(text, CREATED).generated.pricingBreakdown.map((l) => l.item);

describe('the shoot days of a film', () => {
  it.each([
    'Hi,\n\nWhat we need:\n\n- 3 videos\n- 2 shoot days\n\nBudget 14,500 EUR.',
    'Hallo,\n\nwir brauchen:\n\n- 3 Videos\n- 2 Drehtage\n\nBudget 14.500 EUR.',
  ])('prices the filming once: %s', (text) => {
    const items = itemsOf(text);
    expect(items.filter((item) => /photo|foto|event|aftermovie/i.test(item))).toEqual([]);
    expect(items.some((item) => /video/i.test(item))).toBe(true);
  });

  it('keeps the days of a photo shoot beside a video', () => {
    const items = itemsOf(
      'Hi,\n\nWhat we need:\n\n- 2 videos\n- 2 shoot days for product photos\n\nBudget 14,500 EUR.',
    );
    expect(items.some((item) => /photo/i.test(item))).toBe(true);
  });
});
