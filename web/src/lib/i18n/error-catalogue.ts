import enErrors from 'virtual:error-text/en';
import { interpolate } from '@shared/i18n/locale';

/**
 * The error catalogue's texts the page has: English always (the fallback), Thai or Spanish once `loadLocale`
 * fetched that language, so a page carries the messages of one language, not three; in a respondent language beyond
 * those, the few a respondent meets while the test runs (respondent/keys.ts), once that language's file is here.
 */
const texts: Partial<Record<string, Readonly<Record<string, string>>>> = { en: enErrors };

export function addErrorTexts(locale: string, catalogue: Readonly<Record<string, string>>): void {
  texts[locale] = catalogue;
}

/** True for a code of the error catalogue. */
export const isCatalogueCode = (code: string): boolean => Object.hasOwn(enErrors, code);

/** Text of a catalogue error in a locale (English until that language is loaded); unknown codes read as the generic message. */
export function errorText(code: string, locale: string, params: Record<string, string | number> = {}): string {
  const known = isCatalogueCode(code) ? code : 'INTERNAL';
  return interpolate(texts[locale]?.[known] ?? enErrors[known] ?? '', params);
}
