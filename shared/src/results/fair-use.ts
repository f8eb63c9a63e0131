import * as z from '../zod-mini';
import {
  DEMOGRAPHIC_QUESTION_KEYS,
  DEMOGRAPHIC_QUESTIONS,
  type DemographicQuestion,
  type Demographics,
} from './demographics';
import { performanceLevel } from './grades';
import { MIN_GROUP_SIZE_FOR_TEAM_PROFILE } from './group-analytics';

export * from './demographics';

/** Every question may be left unanswered ("prefer not to say" is not answering). */
export const ZDemographics = z.strictObject({
  gender: z.optional(z.enum(DEMOGRAPHIC_QUESTIONS.gender)),
  age_band: z.optional(z.enum(DEMOGRAPHIC_QUESTIONS.age_band)),
}) satisfies z.ZodMiniType<Demographics>;

/** "Selected" for the adverse-impact table: an overall score of Good or Excellent (70 and above, spec part 2 §9.4). */
export function isSelected(overall: number): boolean {
  const level = performanceLevel(overall);
  return level === 'EXCELLENT' || level === 'GOOD';
}

/** The aggregate counters one scored respondent's voluntary answers add (see group-aggregate.ts). */
export function demographicCounters(
  overall: unknown,
  demographics: Demographics | null | undefined,
): Record<string, number> {
  const out: Record<string, number> = {};
  if (!demographics || typeof overall !== 'number' || !Number.isFinite(overall)) return out;
  for (const q of DEMOGRAPHIC_QUESTION_KEYS) {
    const answer = demographics[q];
    if (!answer) continue;
    out[`d_${q}_${answer}_n`] = 1;
    if (isSelected(overall)) out[`d_${q}_${answer}_sel`] = 1;
  }
  return out;
}

export interface ImpactRow {
  group: string;
  /** Hidden below the minimum group size: no figures, not even its size, so nobody can be singled out. */
  shown: boolean;
  respondents: number | null;
  selected: number | null;
  rate: number | null;
  /** Selection rate ÷ the highest shown group's rate. */
  ratio: number | null;
  /** Ratio below four fifths. */
  flagged: boolean;
}
export const FOUR_FIFTHS = 0.8;

/**
 * The adverse-impact table of one question from the counters shown (demographic-disclosure.ts publishDemographics):
 * every group of the question once one is shown, those below the minimum without any figure; none before.
 */
export function adverseImpact(
  counters: Record<string, number>,
  question: DemographicQuestion,
  minimum = MIN_GROUP_SIZE_FOR_TEAM_PROFILE,
): ImpactRow[] {
  const groups = DEMOGRAPHIC_QUESTIONS[question].map((group) => {
    const n = counters[`d_${question}_${group}_n`] ?? 0;
    const sel = counters[`d_${question}_${group}_sel`] ?? 0;
    return { group, n, sel, shown: n >= minimum };
  });
  if (!groups.some((g) => g.shown)) return [];
  const best = Math.max(0, ...groups.filter((g) => g.shown).map((g) => g.sel / g.n));
  return groups.map((g) => {
    if (!g.shown)
      return {
        group: g.group,
        shown: false,
        respondents: null,
        selected: null,
        rate: null,
        ratio: null,
        flagged: false,
      };
    const rate = g.sel / g.n;
    const ratio = best > 0 ? Math.round((rate / best) * 100) / 100 : null;
    return {
      group: g.group,
      shown: true,
      respondents: g.n,
      selected: g.sel,
      rate: Math.round(rate * 1000) / 1000,
      ratio,
      flagged: ratio !== null && ratio < FOUR_FIFTHS,
    };
  });
}
