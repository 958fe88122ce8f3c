import fc from 'fast-check';
import { billingPeriod } from '../src/usage/period';

const utc = (iso: string) => new Date(`${iso}Z`);
const iso = (period: { start: Date; end: Date }) => ({
  start: period.start.toISOString(),
  end: period.end.toISOString(),
});

const DAY_MS = 86_400_000;
const daysInMonth = (date: Date) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
const isMidnightUtc = (date: Date) => date.getTime() % DAY_MS === 0;
const dateIn2000To2100 = fc.date({
  min: utc('2000-01-01T00:00:00.000'),
  max: utc('2100-12-31T23:59:59.999'),
  noInvalidDate: true,
});

describe('billingPeriod', () => {
  describe('with an anchor on the 31st', () => {
    const anchor = utc('2023-01-31T09:30:00');

    it("starts February's period on February 28", () => {
      expect(iso(billingPeriod(anchor, utc('2023-03-10T12:00:00')))).toEqual({
        start: '2023-02-28T00:00:00.000Z',
        end: '2023-03-31T00:00:00.000Z',
      });
    });

    it("starts February's period on February 29 in a leap year", () => {
      expect(billingPeriod(anchor, utc('2024-03-01T00:00:00')).start.toISOString()).toBe(
        '2024-02-29T00:00:00.000Z',
      );
    });

    it("starts March's period on March 31", () => {
      expect(iso(billingPeriod(anchor, utc('2023-03-31T00:00:00')))).toEqual({
        start: '2023-03-31T00:00:00.000Z',
        end: '2023-04-30T00:00:00.000Z',
      });
    });
  });

  describe('with an anchor on the 15th', () => {
    const anchor = utc('2022-06-15T18:00:00');

    it("is still in the previous month's period a millisecond before the 15th", () => {
      expect(iso(billingPeriod(anchor, utc('2023-05-14T23:59:59.999')))).toEqual({
        start: '2023-04-15T00:00:00.000Z',
        end: '2023-05-15T00:00:00.000Z',
      });
    });

    it('starts the new period exactly at midnight of the 15th', () => {
      expect(iso(billingPeriod(anchor, utc('2023-05-15T00:00:00.000')))).toEqual({
        start: '2023-05-15T00:00:00.000Z',
        end: '2023-06-15T00:00:00.000Z',
      });
    });
  });

  it('spans the year boundary', () => {
    expect(iso(billingPeriod(utc('2021-12-20T08:00:00'), utc('2024-01-05T10:00:00')))).toEqual({
      start: '2023-12-20T00:00:00.000Z',
      end: '2024-01-20T00:00:00.000Z',
    });
  });

  describe('for any anchor and moment', () => {
    it('contains the moment', () => {
      fc.assert(
        fc.property(dateIn2000To2100, dateIn2000To2100, (anchor, now) => {
          const { start, end } = billingPeriod(anchor, now);
          expect(start.getTime()).toBeLessThanOrEqual(now.getTime());
          expect(now.getTime()).toBeLessThan(end.getTime());
        }),
      );
    });

    it('starts and ends at midnight UTC', () => {
      fc.assert(
        fc.property(dateIn2000To2100, dateIn2000To2100, (anchor, now) => {
          const { start, end } = billingPeriod(anchor, now);
          expect(isMidnightUtc(start)).toBe(true);
          expect(isMidnightUtc(end)).toBe(true);
        }),
      );
    });

    it("starts on the anchor's day, or on the last day of a shorter month", () => {
      fc.assert(
        fc.property(dateIn2000To2100, dateIn2000To2100, (anchor, now) => {
          const { start } = billingPeriod(anchor, now);
          expect(start.getUTCDate()).toBe(Math.min(anchor.getUTCDate(), daysInMonth(start)));
        }),
      );
    });

    it('ends where the next period starts, leaving no gap', () => {
      fc.assert(
        fc.property(dateIn2000To2100, dateIn2000To2100, (anchor, now) => {
          const { end } = billingPeriod(anchor, now);
          expect(billingPeriod(anchor, end).start.toISOString()).toBe(end.toISOString());
        }),
      );
    });

    it('lasts 28 to 31 days', () => {
      fc.assert(
        fc.property(dateIn2000To2100, dateIn2000To2100, (anchor, now) => {
          const { start, end } = billingPeriod(anchor, now);
          const days = (end.getTime() - start.getTime()) / DAY_MS;
          expect(days).toBeGreaterThanOrEqual(28);
          expect(days).toBeLessThanOrEqual(31);
        }),
      );
    });
  });
});
