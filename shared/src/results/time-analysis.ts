import { sectionAllowanceSeconds, sectionTimeSpentSeconds } from '../constants/section-times';
import type { SectionKind } from '../sections/kinds';

export interface SectionTime {
  kind: SectionKind;
  allowance_seconds: number;
  spent_seconds: number;
  spent_minutes: number;
}

export interface TimeAnalysis {
  sections: SectionTime[];
  total_seconds: number;
  /** spec part 2 §9.4: total minutes from seconds, to the nearest whole minute. */
  total_minutes: number;
}

export interface TimeAnalysisInput {
  sections: readonly SectionKind[];
  /** Template extra_time in minutes (spec part 2 §9.5). */
  extra_time?: number | undefined;
  /** Seconds left on each section's timer (candidate section_times). */
  remaining?: Partial<Record<SectionKind, number>> | undefined;
  /** Seconds spent when recorded directly (candidate section_spent_times); wins over `remaining`. */
  spent?: Partial<Record<SectionKind, number>> | undefined;
}

const toMinutes = (seconds: number) => Math.round(seconds / 60);

/**
 * Seconds as a clock reads them, minutes:seconds (`0:05`, `12:30`), and hours first past an hour (`1:02:05`).
 * A total of a few seconds reads as those seconds, not as "0 minutes" beside sections that took some.
 */
export function clockTime(seconds: number): string {
  const s = Math.max(0, Math.round(Number.isFinite(seconds) ? seconds : 0));
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${m}:${two(s % 60)}`;
}

/**
 * Time per section = allowance − remaining (spec part 2 §9.5), clamped to the allowance. A section never started
 * (no remaining, no spent) counts 0 seconds.
 */
export function timeAnalysis({
  sections,
  extra_time = 0,
  remaining = {},
  spent = {},
}: TimeAnalysisInput): TimeAnalysis {
  const rows = sections.map((kind): SectionTime => {
    const allowance = sectionAllowanceSeconds(kind, extra_time);
    const direct = spent[kind];
    const left = remaining[kind];
    let seconds = 0;
    if (typeof direct === 'number' && Number.isFinite(direct)) seconds = Math.min(Math.max(direct, 0), allowance);
    else if (typeof left === 'number' && Number.isFinite(left)) seconds = sectionTimeSpentSeconds(allowance, left);
    return { kind, allowance_seconds: allowance, spent_seconds: seconds, spent_minutes: toMinutes(seconds) };
  });
  const total = rows.reduce((sum, r) => sum + r.spent_seconds, 0);
  return { sections: rows, total_seconds: total, total_minutes: toMinutes(total) };
}
