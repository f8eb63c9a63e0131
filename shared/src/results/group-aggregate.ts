import { SECTION_KINDS, type SectionKind } from '../sections/kinds';
import { CULTURE_TYPES, type CultureAllocation } from '../sections/oaic-archetypes/schema';
import { BIG5_DOMAIN_KEYS, BIG5_DOMAIN_NAMES } from '../sections/big5/schema';
import { WORK_STYLES, type WorkStyle } from '../sections/work-style-identifier/schema';
import { leaningStyle } from '../sections/work-style-identifier/summary';
import type { Big5Band } from '../sections/big5/stats';
import { round2 } from '../sections/score-math';
import {
  DISTRIBUTION_BUCKETS,
  MIN_GROUP_SIZE_FOR_TEAM_PROFILE,
  type ScoreStats,
  type TeamCultureProfile,
} from './group-analytics';
import { PERFORMANCE_LEVELS, performanceLevel, type PerformanceLevel } from './grades';
import { demographicCounters, type Demographics } from './fair-use';
import { DEMOGRAPHIC_CHANGES } from './demographic-disclosure';

/**
 * Group analytics kept up to date instead of read from every respondent (10,000 respondents answer as fast as
 * one). Each completed respondent contributes counters: per score series (overall and each section) a count, a
 * sum and a 101-bucket histogram of whole points; the culture profile's type sums; Big Five band counts per
 * domain; and the work style mix (each style's share summed, and who leans most to each style). A change of summaries adds `after − before` in the same transaction as the change itself, so a retry
 * never counts twice. Median, min and max come from the histogram: exact to the whole point.
 */
export type Counters = Record<string, number>;

export const SCORE_SERIES = ['overall', ...SECTION_KINDS] as const;
export type ScoreSeries = (typeof SCORE_SERIES)[number];
const BANDS: readonly Big5Band[] = ['low', 'average', 'high'];
export type Big5DomainName = (typeof BIG5_DOMAIN_NAMES)[keyof typeof BIG5_DOMAIN_NAMES];

const isScore = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const clampPoint = (v: number) => Math.min(100, Math.max(0, Math.round(v)));

type SummariesLike = Record<string, unknown> & { overall?: unknown };

/**
 * The counters one respondent's summaries add to their assessment's aggregate, with their voluntary
 * equal-opportunity answers where given (fair-use.ts: group sizes and selections, nothing else).
 */
export function contributionOf(
  summaries: SummariesLike | null | undefined,
  demographics?: Demographics | null,
): Counters {
  const out: Counters = {};
  if (!summaries) return out;
  Object.assign(out, demographicCounters(summaries.overall, demographics));
  const add = (key: string, v: number) => (out[key] = (out[key] ?? 0) + v);
  const series = (name: ScoreSeries, score: unknown) => {
    if (!isScore(score)) return;
    add(`n_${name}`, 1);
    add(`s_${name}`, score);
    add(`h_${name}_${clampPoint(score)}`, 1);
  };
  series('overall', summaries.overall);
  for (const kind of SECTION_KINDS) series(kind, (summaries[kind] as { overall?: unknown } | undefined)?.overall);
  const cp = (summaries.oaic_archetypes as { candidate_avg?: Partial<CultureAllocation> } | undefined)?.candidate_avg;
  if (cp && CULTURE_TYPES.every((t) => isScore(cp[t]))) {
    add('cp_n', 1);
    for (const t of CULTURE_TYPES) add(`cp_${t}`, cp[t] as number);
  }
  const ws = summaries.work_style_identifier as
    (Partial<Record<WorkStyle, unknown>> & { possible?: unknown }) | undefined;
  if (ws && isScore(ws.possible) && ws.possible > 0 && WORK_STYLES.every((st) => isScore(ws[st]))) {
    add('ws_n', 1);
    // In percent: counters move by deltas rounded to two decimals.
    for (const st of WORK_STYLES) add(`ws_${st}`, round2(100 * (ws[st] as number)));
    const lead = leaningStyle(ws);
    if (lead) add(`ws_lead_${lead}`, 1);
  }
  const big5 = summaries.big5 as Record<string, { band?: unknown } | undefined> | undefined;
  if (big5) {
    for (const d of BIG5_DOMAIN_KEYS) {
      const band = big5[BIG5_DOMAIN_NAMES[d]]?.band;
      if (typeof band === 'string' && (BANDS as readonly string[]).includes(band))
        add(`b5_${BIG5_DOMAIN_NAMES[d]}_${band}`, 1);
    }
  }
  return out;
}

/**
 * What to add when a respondent's scored summaries go from `before` to `after` (null: not counted), and their
 * voluntary answers from `demographics` to `afterDemographics` (the same unless they were just given).
 */
export function statsDelta(
  before: SummariesLike | null | undefined,
  after: SummariesLike | null | undefined,
  demographics: Demographics | null = null,
  afterDemographics: Demographics | null = demographics,
): Counters {
  const a = contributionOf(after, afterDemographics);
  const b = contributionOf(before, demographics);
  const out: Counters = {};
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const d = round2((a[key] ?? 0) - (b[key] ?? 0));
    if (d !== 0) out[key] = d;
  }
  // One respondent's change to the demographic counters: the adverse-impact table looks again after enough of them.
  if (Object.keys(out).some((k) => k.startsWith('d_'))) out[DEMOGRAPHIC_CHANGES] = 1;
  return out;
}

function statsOf(c: Counters, name: ScoreSeries): ScoreStats | null {
  const n = c[`n_${name}`] ?? 0;
  if (n <= 0) return null;
  const hist = Array.from({ length: 101 }, (_, p) => c[`h_${name}_${p}`] ?? 0);
  const distribution = new Array<number>(DISTRIBUTION_BUCKETS.length).fill(0);
  const levels = Object.fromEntries(PERFORMANCE_LEVELS.map((l) => [l, 0])) as Record<PerformanceLevel, number>;
  let min = -1;
  let max = -1;
  hist.forEach((count, p) => {
    if (count <= 0) return;
    if (min < 0) min = p;
    max = p;
    distribution[Math.min(DISTRIBUTION_BUCKETS.length - 1, Math.floor(p / 10))]! += count;
    levels[performanceLevel(p)] += count;
  });
  const at = (rank: number) => {
    let seen = 0;
    for (let p = 0; p <= 100; p++) {
      seen += hist[p]!;
      if (seen > rank) return p;
    }
    return max;
  };
  const median = n % 2 === 1 ? at((n - 1) / 2) : (at(n / 2 - 1) + at(n / 2)) / 2;
  return { count: n, mean: round2((c[`s_${name}`] ?? 0) / n), median, min, max, distribution, levels };
}

export interface AggregateAnalytics {
  overall: ScoreStats | null;
  sections: Partial<Record<SectionKind, ScoreStats>>;
  culture_profile: TeamCultureProfile;
  /** Respondents per band for each Big Five domain. */
  big5_bands: Partial<Record<Big5DomainName, Record<Big5Band, number>>>;
  work_styles: WorkStyleMix | null;
}

/**
 * The group's work style: how many respondents lean most to each style, and each style's mean share in percent.
 * The work style identifier describes and never scores (spec part 2 §9.4), so this is what a style-only assessment has.
 */
export interface WorkStyleMix {
  respondents: number;
  leaning: Record<WorkStyle, number>;
  mean_share: Record<WorkStyle, number>;
}

/** The group page's figures from the counters. */
export function analyticsFromCounters(c: Counters): AggregateAnalytics {
  const sections: Partial<Record<SectionKind, ScoreStats>> = {};
  for (const kind of SECTION_KINDS) {
    const s = statsOf(c, kind);
    if (s) sections[kind] = s;
  }
  const members = c.cp_n ?? 0;
  const culture_profile: TeamCultureProfile =
    members >= MIN_GROUP_SIZE_FOR_TEAM_PROFILE
      ? {
          shown: true,
          members,
          mean: Object.fromEntries(
            CULTURE_TYPES.map((t) => [t, round2((c[`cp_${t}`] ?? 0) / members)]),
          ) as CultureAllocation,
        }
      : { shown: false, members, minimum: MIN_GROUP_SIZE_FOR_TEAM_PROFILE };
  const big5_bands: AggregateAnalytics['big5_bands'] = {};
  for (const d of BIG5_DOMAIN_KEYS) {
    const name = BIG5_DOMAIN_NAMES[d];
    const counts = Object.fromEntries(BANDS.map((b) => [b, c[`b5_${name}_${b}`] ?? 0])) as Record<Big5Band, number>;
    if (BANDS.some((b) => counts[b] > 0)) big5_bands[name] = counts;
  }
  const wsN = c.ws_n ?? 0;
  const work_styles: WorkStyleMix | null =
    wsN > 0
      ? {
          respondents: wsN,
          leaning: Object.fromEntries(WORK_STYLES.map((st) => [st, c[`ws_lead_${st}`] ?? 0])) as Record<
            WorkStyle,
            number
          >,
          mean_share: Object.fromEntries(WORK_STYLES.map((st) => [st, round2((c[`ws_${st}`] ?? 0) / wsN)])) as Record<
            WorkStyle,
            number
          >,
        }
      : null;
  return { overall: statsOf(c, 'overall'), sections, culture_profile, big5_bands, work_styles };
}
