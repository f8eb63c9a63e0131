import { SECTION_KINDS, type SectionKind } from '../sections/kinds';
import { SECTION_META } from '../sections/meta-registry';
import { round2 } from '../sections/score-math';
import { gradeFor, performanceLevel, type Grade, type PerformanceLevel } from './grades';

/** Section summaries as stored: each with an overall, null when the section is not scored (e.g. an unkeyed survey). */
export type SectionOveralls = Partial<Record<SectionKind, { overall?: number | null } | null | undefined>>;

export function countsTowardOverall(kind: SectionKind): boolean {
  return SECTION_META[kind].countsTowardOverall;
}

/**
 * spec part 2 §9.4: the overall summary is the average of section overalls, excluding work style. Sections
 * without a numeric overall do not count; keys other than section kinds are ignored; null when no section
 * counts. 2 decimals.
 */
export function overallScore(sections: SectionOveralls): number | null {
  let sum = 0;
  let n = 0;
  for (const kind of SECTION_KINDS) {
    const value = sections[kind]?.overall;
    if (!countsTowardOverall(kind) || typeof value !== 'number' || !Number.isFinite(value)) continue;
    sum += value;
    n++;
  }
  return n === 0 ? null : round2(sum / n);
}

export interface OverallSummary {
  overall: number | null;
  grade: Grade | null;
  performance: PerformanceLevel | null;
  counted: SectionKind[];
}

/** The overall line of a respondent's results: score, score label and performance level. */
export function summariseOverall(sections: SectionOveralls): OverallSummary {
  const overall = overallScore(sections);
  const counted = SECTION_KINDS.filter((k) => countsTowardOverall(k) && typeof sections[k]?.overall === 'number');
  return {
    overall,
    grade: overall === null ? null : gradeFor(overall),
    performance: overall === null ? null : performanceLevel(overall),
    counted,
  };
}
