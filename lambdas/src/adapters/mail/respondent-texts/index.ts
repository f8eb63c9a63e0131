import type { RespondentLocale } from '@shared/i18n/respondent-locale';
import type { RespondentMailTexts } from './types';

export type { RespondentMailTexts } from './types';

/**
 * A respondent's e-mails in each respondent language (issue 27), one file per language. Each is an `import()` of its
 * own, so a function loads the texts of the languages it sends in, on the first such mail, never the others
 * (docs/cold-start.md). A language without a file yet is sent in English.
 */
const TEXTS: Partial<Record<RespondentLocale, () => Promise<{ default: RespondentMailTexts }>>> = {
  en: () => import('./en'),
  th: () => import('./th'),
  es: () => import('./es'),
  ar: () => import('./ar'),
  de: () => import('./de'),
  fr: () => import('./fr'),
  ja: () => import('./ja'),
  'pt-br': () => import('./pt-br'),
  'zh-cn': () => import('./zh-cn'),
};

/** The e-mail texts of a respondent language (English for a language without a file). */
export async function respondentMailTexts(locale: RespondentLocale): Promise<RespondentMailTexts> {
  return (await (TEXTS[locale] ?? TEXTS.en!)()).default;
}
