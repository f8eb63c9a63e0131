import { DEFAULT_TIMEZONE, type ClockTime } from '../constants/time';

/**
 * Wall-clock arithmetic in a named time zone with plain Date and Intl only. Business times in the
 * spec (plan expiry 23:59:59, coupon expiry 23:00, monthly reset) are read in Asia/Bangkok
 * (spec part 2 §9.1). Rules take `now` as a parameter; nothing here reads the clock.
 */

export interface WallClock {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/**
 * Zones whose offset has not changed since a known instant: there the wall clock is plain arithmetic. A process's
 * first `Intl.DateTimeFormat` of any kind initialises ICU's locale and zone data, about 15 ms of CPU: most of the
 * credit line's cold start beyond the floor (docs/cold-start.md "Where the CPU goes"). Asia/Bangkok has kept UTC+7,
 * without daylight saving, since Bangkok Mean Time ended on 1 April 1920 (the IANA time zone database); before that,
 * and for every other zone, Intl answers.
 */
const FIXED_OFFSETS: Record<string, { offsetMs: number; since: number }> = {
  'Asia/Bangkok': { offsetMs: 7 * 3600_000, since: Date.UTC(1920, 2, 31, 17, 17, 56) },
};

export function wallClock(date: Date, timeZone = DEFAULT_TIMEZONE): WallClock {
  const fixed = FIXED_OFFSETS[timeZone];
  const time = date.getTime();
  if (fixed && time >= fixed.since) {
    const local = new Date(time + fixed.offsetMs);
    return {
      year: local.getUTCFullYear(),
      month: local.getUTCMonth() + 1,
      day: local.getUTCDate(),
      hour: local.getUTCHours(),
      minute: local.getUTCMinutes(),
      second: local.getUTCSeconds(),
    };
  }
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(date)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

function asUtc(w: WallClock): number {
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
}

/** Offset of the zone from UTC at `date`, in milliseconds (Bangkok: +7 h). */
export function zoneOffsetMs(date: Date, timeZone = DEFAULT_TIMEZONE): number {
  const whole = new Date(Math.floor(date.getTime() / 1000) * 1000);
  return asUtc(wallClock(whole, timeZone)) - whole.getTime();
}

/** The instant at which the zone's clocks read `w`. */
export function fromWallClock(w: WallClock, timeZone = DEFAULT_TIMEZONE): Date {
  const guess = asUtc(w);
  const first = guess - zoneOffsetMs(new Date(guess), timeZone);
  const second = guess - zoneOffsetMs(new Date(first), timeZone);
  return new Date(second);
}

/** The given clock time on the zone's calendar day of `date`. */
export function atTimeOnDay(date: Date, time: ClockTime, timeZone = DEFAULT_TIMEZONE): Date {
  const w = wallClock(date, timeZone);
  return fromWallClock({ ...w, hour: time.hour, minute: time.minute, second: time.second }, timeZone);
}

/** `yyyy-MM-dd` read as a calendar day in the zone, at the given clock time. */
export function calendarDayAt(day: string, time: ClockTime, timeZone = DEFAULT_TIMEZONE): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!m) return null;
  return fromWallClock({ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]), ...time }, timeZone);
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Same wall-clock time `months` later, the day clamped to the month's end (Jan 31 + 1 → Feb 28/29). */
export function addMonths(date: Date, months: number, timeZone = DEFAULT_TIMEZONE): Date {
  const w = wallClock(date, timeZone);
  const index = w.year * 12 + (w.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return fromWallClock({ ...w, year, month, day: Math.min(w.day, daysInMonth(year, month)) }, timeZone);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Timestamp format yyyy-MM-dd HH:mm:ss in the zone (spec part 2 §9.1). */
export function formatTimestamp(date: Date, timeZone = DEFAULT_TIMEZONE): string {
  const w = wallClock(date, timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`;
}
