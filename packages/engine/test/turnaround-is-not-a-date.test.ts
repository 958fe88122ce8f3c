// "6 short vertical clips, ideally turned round within 48 hrs": hours after the event are how fast the
// work comes back, not a day of the calendar from today.
import { analyze } from './propose';

describe('a turnaround in hours', () => {
  it('reads no deadline or event from "within 48 hrs"', () => {
    const { analysis } = analyze(
      `We'd like a photographer and videographer for our trail race.\nWhat we need:\n- around 400 edited photos in an online gallery\n- a highlights film, 2-3 mins\n- 6 short vertical clips for Insta/TikTok, ideally turned round within 48 hrs so we can post while people are still buzzing`,
      '2026-11-25T10:00:00Z',
    );
    expect(analysis.deadline).toBeNull();
    expect(analysis.keyDates).toEqual([]);
  });
});
