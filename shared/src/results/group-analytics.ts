import { RESPONDENT_STATUSES, type RespondentStatus } from '../respondents/types';
import { SECTION_KINDS, type SectionKind } from '../sections/kinds';
import { CULTURE_TYPES, type CultureAllocation } from '../sections/oaic-archetypes/schema';
import { round2 } from '../sections/score-math';
import { PERFORMANCE_LEVELS, performanceLevel, type PerformanceLevel } from './grades';
import { overallScore, type SectionOveralls } from './overall';

/**
 * A team culture profile is shown only for groups of at least this many respondents with a profile
 * (CONTENT.md: a team profile is shown only above a minimum group size). Five is the usual floor for
 * reporting survey groups: below it one person's answers can be read back from the mean.
 */
export const MIN_GROUP_SIZE_FOR_TEAM_PROFILE = 5;

/** Score distribution: ten buckets of width 10; 100 falls in the last one. */
export const DISTRIBUTION_BUCKETS = [
  '0-9',
  '10-19',
  '20-29',
  '30-39',
  '40-49',
  '50-59',
  '60-69',
  '70-79',
  '80-89',
  '90-100',
] as const;

/** Statuses whose summaries are scores: COMPLETED, and RECOMPUTE (its previous summaries stand meanwhile). */
const SCORED_STATUSES: ReadonlySet<RespondentStatus> = new Set(['COMPLETED', 'RECOMPUTE']);

export interface GroupRespondent {
  status: RespondentStatus;
  summaries?: (SectionOveralls & { overall?: number | null }) | null | undefined;
  /** The respondent's culture type means (oaic_archetypes candidate_avg). */
  culture_profile?: CultureAllocation | null | undefined;
}

export interface ScoreStats {
  count: number;
  mean: number;
  median: number;
  min: number;
  max: number;
  /** Counts per DISTRIBUTION_BUCKETS entry. */
  distribution: number[];
  levels: Record<PerformanceLevel, number>;
}

export type TeamCultureProfile =
  { shown: true; members: number; mean: CultureAllocation } | { shown: false; members: number; minimum: number };

export interface GroupAnalytics {
  respondents: number;
  status_counts: Record<RespondentStatus, number>;
  /** Completed / total × 100, rounded (like template progress, spec part 1 §4). */
  completion_rate: number;
  overall: ScoreStats | null;
  sections: Partial<Record<SectionKind, ScoreStats>>;
  culture_profile: TeamCultureProfile;
}

function bucketOf(score: number): number {
  return Math.min(DISTRIBUTION_BUCKETS.length - 1, Math.max(0, Math.floor(score / 10)));
}

/** Stats over one series of 0..100 scores; null when empty. Sorts a copy (n log n). */
export function scoreStats(values: readonly number[]): ScoreStats | null {
  if (values.length === 0) return null;
  const sorted = Float64Array.from(values).sort();
  const n = sorted.length;
  const distribution = new Array<number>(DISTRIBUTION_BUCKETS.length).fill(0);
  const levels = Object.fromEntries(PERFORMANCE_LEVELS.map((l) => [l, 0])) as Record<PerformanceLevel, number>;
  let sum = 0;
  for (const v of sorted) {
    sum += v;
    distribution[bucketOf(v)]!++;
    levels[performanceLevel(v)]++;
  }
  const mid = Math.floor(n / 2);
  const median = n % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return {
    count: n,
    mean: round2(sum / n),
    median: round2(median),
    min: round2(sorted[0]!),
    max: round2(sorted[n - 1]!),
    distribution,
    levels,
  };
}

const isScore = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * Group analytics over an assessment's respondents (spec part 1 §1 "group analytics"): status counts, and for
 * scored respondents per-section and overall mean, median, min, max, distribution and performance levels, plus
 * the team culture profile (mean of members' type means) when the group is large enough.
 */
export function groupAnalytics(respondents: readonly GroupRespondent[]): GroupAnalytics {
  const status_counts = Object.fromEntries(RESPONDENT_STATUSES.map((s) => [s, 0])) as Record<RespondentStatus, number>;
  const series = new Map<SectionKind, number[]>(SECTION_KINDS.map((k) => [k, []]));
  const overall: number[] = [];
  const profile = { collaborate: 0, create: 0, compete: 0, control: 0 };
  let members = 0;

  for (const r of respondents) {
    status_counts[r.status]++;
    if (!SCORED_STATUSES.has(r.status) || !r.summaries) continue;
    const summaries = r.summaries;
    for (const kind of SECTION_KINDS) {
      const v = summaries[kind]?.overall;
      if (isScore(v)) series.get(kind)!.push(v);
    }
    const stored = summaries.overall;
    const o = isScore(stored) ? stored : overallScore(summaries);
    if (o !== null) overall.push(o);
    const cp = r.culture_profile;
    if (cp && CULTURE_TYPES.every((t) => isScore(cp[t]))) {
      members++;
      for (const t of CULTURE_TYPES) profile[t] += cp[t];
    }
  }

  const sections: Partial<Record<SectionKind, ScoreStats>> = {};
  for (const [kind, values] of series) {
    const stats = scoreStats(values);
    if (stats) sections[kind] = stats;
  }
  const culture_profile: TeamCultureProfile =
    members >= MIN_GROUP_SIZE_FOR_TEAM_PROFILE
      ? {
          shown: true,
          members,
          mean: {
            collaborate: round2(profile.collaborate / members),
            create: round2(profile.create / members),
            compete: round2(profile.compete / members),
            control: round2(profile.control / members),
          },
        }
      : { shown: false, members, minimum: MIN_GROUP_SIZE_FOR_TEAM_PROFILE };

  return {
    respondents: respondents.length,
    status_counts,
    completion_rate: respondents.length === 0 ? 0 : Math.round((status_counts.COMPLETED / respondents.length) * 100),
    overall: scoreStats(overall),
    sections,
    culture_profile,
  };
}
