import type { Locale } from '@shared/i18n/locale';
import type { RespondentLocale } from '@shared/i18n/respondent-locale';
import type { RespondentCatalogue } from './keys';

/** A respondent language with a file here: every one beyond the interface's en, th and es. */
export type RespondentLanguage = Exclude<RespondentLocale, Locale>;

/**
 * The respondent's screens in the languages beyond en, th and es (issue 27): one file per language in this folder,
 * fetched when a respondent chooses it, never before (each is a chunk of its own, a few KB gzip). Every respondent
 * language has its file (the type asks for all of them); a key a file lacks shows English. This list is itself a chunk
 * that i18n.ts fetches on the first such choice, so the candidate's first load does not grow with each language.
 */
const RESPONDENT_CATALOGUES: Record<RespondentLanguage, () => Promise<{ default: RespondentCatalogue }>> = {
  ar: () => import('./ar'),
  bg: () => import('./bg'),
  ca: () => import('./ca'),
  cs: () => import('./cs'),
  da: () => import('./da'),
  de: () => import('./de'),
  et: () => import('./et'),
  fa: () => import('./fa'),
  fi: () => import('./fi'),
  fr: () => import('./fr'),
  he: () => import('./he'),
  hi: () => import('./hi'),
  hr: () => import('./hr'),
  hu: () => import('./hu'),
  hy: () => import('./hy'),
  id: () => import('./id'),
  is: () => import('./is'),
  it: () => import('./it'),
  ja: () => import('./ja'),
  ko: () => import('./ko'),
  nl: () => import('./nl'),
  no: () => import('./no'),
  pl: () => import('./pl'),
  'pt-br': () => import('./pt-br'),
  ro: () => import('./ro'),
  ru: () => import('./ru'),
  sl: () => import('./sl'),
  sq: () => import('./sq'),
  sr: () => import('./sr'),
  ss: () => import('./ss'),
  sv: () => import('./sv'),
  tr: () => import('./tr'),
  uk: () => import('./uk'),
  ur: () => import('./ur'),
  'zh-cn': () => import('./zh-cn'),
  'zh-hk': () => import('./zh-hk'),
};

/** Respondent languages with their own file of the respondent's screens' strings. */
export const respondentLanguagesWithStrings = (): RespondentLanguage[] =>
  Object.keys(RESPONDENT_CATALOGUES) as RespondentLanguage[];

export async function loadRespondentCatalogue(locale: RespondentLanguage): Promise<RespondentCatalogue> {
  return (await RESPONDENT_CATALOGUES[locale]()).default;
}
