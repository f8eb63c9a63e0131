import * as z from 'zod';
import type { Localized } from '../i18n/locale';
import { performanceLevel } from './grades';
import { MIN_GROUP_SIZE_FOR_TEAM_PROFILE } from './group-analytics';

/**
 * Fair use (beyond the spec): a short, voluntary equal-opportunity question set a respondent may answer after
 * finishing, where the assessment asks it. The answers are kept on the respondent's record apart from their
 * answers and summaries, never reach a scorer, an export or another viewer, and only feed the assessment's
 * adverse-impact table: per group, how many scored respondents were "selected" and how each group's selection
 * rate compares with the highest (the four-fifths rule: below 0.8 is a warning sign of adverse impact).
 */
export const DEMOGRAPHIC_QUESTIONS = {
  gender: ['woman', 'man', 'non_binary', 'other'],
  age_band: ['under_25', '25_34', '35_44', '45_54', '55_plus'],
} as const;
export type DemographicQuestion = keyof typeof DEMOGRAPHIC_QUESTIONS;
export const DEMOGRAPHIC_QUESTION_KEYS = Object.keys(DEMOGRAPHIC_QUESTIONS) as DemographicQuestion[];

export const DEMOGRAPHIC_LABELS: Record<DemographicQuestion, Localized> & Record<string, Localized> = {
  gender: { en: 'Gender', th: 'เพศ', es: 'Género' },
  age_band: { en: 'Age', th: 'อายุ', es: 'Edad' },
  woman: { en: 'Woman', th: 'หญิง', es: 'Mujer' },
  man: { en: 'Man', th: 'ชาย', es: 'Hombre' },
  non_binary: { en: 'Non-binary', th: 'นอนไบนารี', es: 'No binario' },
  other: { en: 'Another identity', th: 'อัตลักษณ์อื่น', es: 'Otra identidad' },
  under_25: { en: 'Under 25', th: 'ต่ำกว่า 25', es: 'Menos de 25' },
  '25_34': { en: '25–34', th: '25–34', es: '25–34' },
  '35_44': { en: '35–44', th: '35–44', es: '35–44' },
  '45_54': { en: '45–54', th: '45–54', es: '45–54' },
  '55_plus': { en: '55 or over', th: '55 ขึ้นไป', es: '55 o más' },
};

/** Every question may be left unanswered ("prefer not to say" is not answering). */
export const ZDemographics = z
  .object({ gender: z.enum(DEMOGRAPHIC_QUESTIONS.gender).optional(), age_band: z.enum(DEMOGRAPHIC_QUESTIONS.age_band).optional() })
  .strict();
export type Demographics = z.infer<typeof ZDemographics>;

/** "Selected" for the adverse-impact table: an overall score of Good or Excellent (70 and above, spec part 2 §9.4). */
export function isSelected(overall: number): boolean {
  const level = performanceLevel(overall);
  return level === 'EXCELLENT' || level === 'GOOD';
}

/** The aggregate counters one scored respondent's voluntary answers add (see group-aggregate.ts). */
export function demographicCounters(overall: unknown, demographics: Demographics | null | undefined): Record<string, number> {
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
  /** Hidden below the minimum group size: no figures, so nobody can be singled out. */
  shown: boolean;
  respondents: number;
  selected: number | null;
  rate: number | null;
  /** Selection rate ÷ the highest shown group's rate. */
  ratio: number | null;
  /** Ratio below four fifths. */
  flagged: boolean;
}
export const FOUR_FIFTHS = 0.8;

/** The adverse-impact table of one question from the aggregate counters. */
export function adverseImpact(counters: Record<string, number>, question: DemographicQuestion, minimum = MIN_GROUP_SIZE_FOR_TEAM_PROFILE): ImpactRow[] {
  const groups = DEMOGRAPHIC_QUESTIONS[question].map((group) => {
    const n = counters[`d_${question}_${group}_n`] ?? 0;
    const sel = counters[`d_${question}_${group}_sel`] ?? 0;
    return { group, n, sel, shown: n >= minimum };
  });
  const best = Math.max(0, ...groups.filter((g) => g.shown).map((g) => g.sel / g.n));
  return groups
    .filter((g) => g.n > 0)
    .map((g) => {
      if (!g.shown) return { group: g.group, shown: false, respondents: g.n, selected: null, rate: null, ratio: null, flagged: false };
      const rate = g.sel / g.n;
      const ratio = best > 0 ? Math.round((rate / best) * 100) / 100 : null;
      return { group: g.group, shown: true, respondents: g.n, selected: g.sel, rate: Math.round(rate * 1000) / 1000, ratio, flagged: ratio !== null && ratio < FOUR_FIFTHS };
    });
}
