/** Interface locales (spec part 2 §1): en, th, es map to en_US, th_TH, es_ES. */
export const LOCALES = ['en', 'th', 'es'] as const;
/** Its zod schema is ZLocale in ./locale-schema, so pages that only need the list carry no zod. */
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en_US', th: 'th_TH', es: 'es_ES' };

/** Text in every interface locale; English is the source. */
export type Localized = Record<Locale, string>;

/** Replace `{name}` placeholders; unknown placeholders stay visible so a missing param is noticed. */
export function interpolate(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}
