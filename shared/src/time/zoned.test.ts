import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addMonths,
  atTimeOnDay,
  calendarDayAt,
  formatTimestamp,
  fromWallClock,
  wallClock,
  zoneOffsetMs,
} from './zoned';
import { COUPON_EXPIRY_TIME, PLAN_EXPIRY_TIME } from '../constants/time';

describe('time in Asia/Bangkok (spec part 2 §9.1)', () => {
  it('Default timezone Asia/Bangkok is UTC+7', () => {
    expect(zoneOffsetMs(new Date('2026-06-01T00:00:00Z'))).toBe(7 * 3600_000);
  });

  it.each([
    ['2026-01-31T16:59:59Z', '2026-01-31 23:59:59'],
    ['2026-01-31T17:00:00Z', '2026-02-01 00:00:00'],
    ['2025-12-31T17:30:05Z', '2026-01-01 00:30:05'],
  ])('timestamp format yyyy-MM-dd HH:mm:ss: %s -> %s', (iso, text) => {
    expect(formatTimestamp(new Date(iso))).toBe(text);
  });

  it('Expiry time 23:59:59 on the Bangkok day', () => {
    expect(atTimeOnDay(new Date('2026-03-10T20:00:00Z'), PLAN_EXPIRY_TIME).toISOString()).toBe(
      '2026-03-11T16:59:59.000Z',
    );
  });

  it('Coupon expires after 23:00 on its expiry day', () => {
    expect(calendarDayAt('2026-03-10', COUPON_EXPIRY_TIME)?.toISOString()).toBe('2026-03-10T16:00:00.000Z');
    expect(calendarDayAt('10/03/2026', COUPON_EXPIRY_TIME)).toBeNull();
  });

  it.each([
    ['2026-01-31T05:00:00Z', 1, '2026-02-28T05:00:00.000Z'],
    ['2024-01-31T05:00:00Z', 1, '2024-02-29T05:00:00.000Z'],
    ['2026-05-15T05:00:00Z', 12, '2027-05-15T05:00:00.000Z'],
    ['2026-12-06T05:00:00Z', 1, '2027-01-06T05:00:00.000Z'],
  ])('addMonths(%s, %i) -> %s', (iso, months, out) => {
    expect(addMonths(new Date(iso), months).toISOString()).toBe(out);
  });

  it('wall clock round-trips in Bangkok and in a zone with daylight saving', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        const d = new Date(Math.floor(ms / 1000) * 1000);
        return (
          fromWallClock(wallClock(d)).getTime() === d.getTime() &&
          fromWallClock(wallClock(d, 'Europe/Madrid'), 'Europe/Madrid').getTime() >= d.getTime() - 3600_000
        );
      }),
    );
  });

  it('Bangkok wall clock without Intl reads what Intl reads, from 1920 (when UTC+7 began) to 2100', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Bangkok',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    const viaIntl = (date: Date) => {
      const parts = Object.fromEntries(intl.formatToParts(date).map((p) => [p.type, Number(p.value)]));
      const { year, month, day, hour, minute, second } = parts;
      return { year, month, day, hour, minute, second };
    };
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1920-03-31T17:17:56Z'), max: new Date('2100-12-31T23:59:59Z'), noInvalidDate: true }),
        (date) => {
          expect(wallClock(date)).toEqual(viaIntl(date));
        },
      ),
      { numRuns: 500 },
    );
    // Either side of the change to UTC+7, and a leap day.
    for (const iso of [
      '1920-03-31T17:17:55Z',
      '1920-03-31T17:17:56Z',
      '2024-02-28T17:00:00Z',
      '1969-12-31T23:59:59.5Z',
    ])
      expect(wallClock(new Date(iso))).toEqual(viaIntl(new Date(iso)));
  });
});
