import type { RespondentLocale } from '@shared/i18n/respondent-locale';
import type { RespondentMailTexts } from './types';

export type { RespondentMailTexts } from './types';

/**
 * A respondent's e-mails in every respondent language (issue 27), one file per language (the type asks for all of
 * them). Each is an `import()` of its own, a chunk of a few KB: a function loads the texts of the languages it sends
 * in, on the first such mail, never the others (docs/cold-start.md).
 */
const TEXTS: Record<RespondentLocale, () => Promise<{ default: RespondentMailTexts }>> = {
  en: () => import('./en'),
  th: () => import('./th'),
  es: () => import('./es'),
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

/** The e-mail texts of a respondent language (English for a value that is not one, from an old record). */
export async function respondentMailTexts(locale: RespondentLocale): Promise<RespondentMailTexts> {
  return (await (TEXTS[locale] ?? TEXTS.en)()).default;
}
