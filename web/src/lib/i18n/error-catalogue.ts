import enRespondent from 'virtual:error-text/en/respondent';
import { interpolate } from '@shared/i18n/locale';

/**
 * The error catalogue's texts the page has: English always (the fallback), Thai or Spanish once `loadLocale`
 * fetched that language, so a page carries the messages of one language, not three; in a respondent language beyond
 * those, the few a respondent meets while the test runs (respondent/keys.ts), once that language's file is here.
 * The first script carries only the English a respondent's pages can show (issue 27 §3); every other page loads the
 * whole English catalogue before it shows (`loadAllMessages`).
 */
const texts: Partial<Record<string, Readonly<Record<string, string>>>> = { en: enRespondent };

/** Adds a language's texts to those the page has (a respondent's part, then the whole catalogue). */
export function addErrorTexts(locale: string, catalogue: Readonly<Record<string, string>>): void {
  texts[locale] = { ...texts[locale], ...catalogue };
}

/**
 * True for a code whose text the page has in English: on a respondent's pages, a code a respondent can meet; on every
 * other page, any code of the catalogue (`ERROR_STATUS` in @shared/errors/catalogue tells a code from a word).
 */
export const isCatalogueCode = (code: string): boolean => Object.hasOwn(texts.en ?? {}, code);

/** Text of a catalogue error in a locale (English until that language is loaded); unknown codes read as the generic message. */
export function errorText(code: string, locale: string, params: Record<string, string | number> = {}): string {
  const known = isCatalogueCode(code) ? code : 'INTERNAL';
  return interpolate(texts[locale]?.[known] ?? texts.en?.[known] ?? '', params);
}
