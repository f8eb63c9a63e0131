import type { Localized } from '../i18n/locale';

/**
 * Fair use (beyond the spec): a short, voluntary equal-opportunity question set a respondent may answer after
 * finishing, where the assessment asks it. The answers are kept on the respondent's record apart from their
 * answers and summaries, never reach a scorer, an export or another viewer, and only feed the assessment's
 * adverse-impact table: per group, how many scored respondents were "selected" and how each group's selection
 * rate compares with the highest (the four-fifths rule: below 0.8 is a warning sign of adverse impact).
 * The questions and their labels are here, without zod, for the respondent's form; the rules are in fair-use.ts.
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

/** A respondent's answers; every question may be left unanswered ("prefer not to say" is not answering). */
export type Demographics = { [Q in DemographicQuestion]?: (typeof DEMOGRAPHIC_QUESTIONS)[Q][number] };
