import { LOCALES, type Locale } from './locale';

/**
 * Respondent languages (issue 27): what a respondent may take a test in. The interface locales (en, th, es) plus every
 * language the Big Five items exist in, with the codes the item text uses (`shared/src/sections/big5/item-text`), so a
 * respondent language is also a Big Five item language. The employer's interface stays en, th, es (`Locale`).
 *
 * `ss` is a real code: ISO 639-1 for Swati (siSwati), the package's Siswati translation.
 */
export const RESPONDENT_LOCALES = [
  'en',
  'th',
  'es',
  'ar',
  'bg',
  'ca',
  'cs',
  'da',
  'de',
  'et',
  'fa',
  'fi',
  'fr',
  'he',
  'hi',
  'hr',
  'hu',
  'hy',
  'id',
  'is',
  'it',
  'ja',
  'ko',
  'nl',
  'no',
  'pl',
  'pt-br',
  'ro',
  'ru',
  'sl',
  'sq',
  'sr',
  'ss',
  'sv',
  'tr',
  'uk',
  'ur',
  'zh-cn',
  'zh-hk',
] as const;
export type RespondentLocale = (typeof RESPONDENT_LOCALES)[number];

/**
 * Each language in its own name, as a respondent looks for it in a list. Written out rather than asked of
 * `Intl.DisplayNames` at run time: the browser's data varies (several have no name for `ss`), and a phone should not
 * carry the names of every language in every language. respondent-locale.test.ts checks them against Node's ICU.
 */
export const RESPONDENT_LOCALE_NAMES: Readonly<Record<RespondentLocale, string>> = {
  en: 'English',
  th: 'ไทย',
  es: 'Español',
  ar: 'العربية',
  bg: 'Български',
  ca: 'Català',
  cs: 'Čeština',
  da: 'Dansk',
  de: 'Deutsch',
  et: 'Eesti',
  fa: 'فارسی',
  fi: 'Suomi',
  fr: 'Français',
  he: 'עברית',
  hi: 'हिन्दी',
  hr: 'Hrvatski',
  hu: 'Magyar',
  hy: 'Հայերեն',
  id: 'Bahasa Indonesia',
  is: 'Íslenska',
  it: 'Italiano',
  ja: '日本語',
  ko: '한국어',
  nl: 'Nederlands',
  no: 'Norsk',
  pl: 'Polski',
  'pt-br': 'Português (Brasil)',
  ro: 'Română',
  ru: 'Русский',
  sl: 'Slovenščina',
  sq: 'Shqip',
  // The package's Serbian is in Latin script.
  sr: 'Srpski',
  ss: 'SiSwati',
  sv: 'Svenska',
  tr: 'Türkçe',
  uk: 'Українська',
  ur: 'اردو',
  'zh-cn': '中文（简体）',
  'zh-hk': '中文（香港）',
};

/** Languages written right to left: the page gets `dir="rtl"` (the layout itself is another part of issue 27). */
const RTL: ReadonlySet<RespondentLocale> = new Set(['ar', 'he', 'fa', 'ur']);

export type TextDirection = 'ltr' | 'rtl';

export function localeDirection(locale: RespondentLocale): TextDirection {
  return RTL.has(locale) ? 'rtl' : 'ltr';
}

/** The BCP 47 tag of a respondent language, for `lang` attributes and `Intl` (`pt-br` -> `pt-BR`, `sr` -> `sr-Latn`). */
export function localeTag(locale: RespondentLocale): string {
  if (locale === 'sr') return 'sr-Latn';
  const [language, region] = locale.split('-');
  return region ? `${language}-${region.toUpperCase()}` : (language as string);
}

export function isRespondentLocale(value: unknown): value is RespondentLocale {
  return typeof value === 'string' && (RESPONDENT_LOCALES as readonly string[]).includes(value);
}

export function isInterfaceLocale(locale: string): locale is Locale {
  return (LOCALES as readonly string[]).includes(locale);
}

/** The interface locale a respondent language falls back to where only en, th and es exist (employer-written mail, error codes). */
export function interfaceLocaleOf(locale: RespondentLocale): Locale {
  return isInterfaceLocale(locale) ? locale : 'en';
}

/**
 * The respondent language a browser language tag names, if any: `de-AT` -> de, `pt-PT` -> pt-br, `zh-TW` or
 * `zh-Hant` -> zh-hk, other Chinese -> zh-cn, `nb`/`nn` -> no.
 */
export function respondentLocaleOfTag(tag: string): RespondentLocale | undefined {
  const parts = tag.toLowerCase().replace(/_/g, '-').split('-');
  const language = parts[0] ?? '';
  if (language === 'zh') {
    return parts.some((p) => p === 'hant' || p === 'hk' || p === 'tw' || p === 'mo') ? 'zh-hk' : 'zh-cn';
  }
  if (language === 'pt') return 'pt-br';
  if (language === 'nb' || language === 'nn') return 'no';
  return isRespondentLocale(language) ? language : undefined;
}

/**
 * The language a respondent starts in: a kept choice when offered, else the first of the browser's preferred languages
 * the assessment offers, else the first offered (English when offered and nothing matched).
 */
export function pickRespondentLocale(
  offered: readonly RespondentLocale[],
  browser: readonly string[],
  kept?: string | null,
): RespondentLocale {
  const list = offered.length > 0 ? offered : RESPONDENT_LOCALES;
  if (kept && isRespondentLocale(kept) && list.includes(kept)) return kept;
  for (const tag of browser) {
    const locale = respondentLocaleOfTag(tag);
    if (locale && list.includes(locale)) return locale;
  }
  return list.includes('en') ? 'en' : (list[0] as RespondentLocale);
}

/** What a link offers: the assessment's languages, or every respondent language when it does not restrict them. */
export function offeredLocales(required: readonly string[] | undefined): RespondentLocale[] {
  const chosen = (required ?? []).filter(isRespondentLocale);
  return chosen.length > 0 ? RESPONDENT_LOCALES.filter((l) => chosen.includes(l)) : [...RESPONDENT_LOCALES];
}
