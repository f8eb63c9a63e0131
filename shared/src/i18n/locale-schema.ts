import * as z from '../zod-mini';
import { LOCALES, type Locale } from './locale';
import { RESPONDENT_LOCALES, type RespondentLocale, isInterfaceLocale, isRespondentLocale } from './respondent-locale';

/** An interface locale (spec part 2 §1) as a zod schema, apart from ./locale so the browser's entry has no zod. */
export const ZLocale = z.enum(LOCALES);

/** A respondent language (./respondent-locale): any language a test can be taken in. */
export const ZRespondentLocale = z.enum(RESPONDENT_LOCALES);

/** `value` when it is an interface locale, else `fallback` (a stored language missing or no longer offered). */
export function localeOr(value: unknown, fallback: Locale = 'en'): Locale {
  return typeof value === 'string' && isInterfaceLocale(value) ? value : fallback;
}

/** `value` when it is a respondent language, else `fallback`. */
export function respondentLocaleOr(value: unknown, fallback: RespondentLocale = 'en'): RespondentLocale {
  return isRespondentLocale(value) ? value : fallback;
}
