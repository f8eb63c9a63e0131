import { interpolate, type Locale } from '@shared/i18n/locale';
import { en, type MessageKey, type Messages } from './messages/en';
import { th } from './messages/th';
import { es } from './messages/es';

export const DICTIONARIES: Record<Locale, Partial<Messages>> = { en, th, es };

/** Text of a key in a locale; a key missing from th or es falls back to English. */
export function translate(
  locale: Locale,
  key: MessageKey,
  params?: Record<string, string | number>,
  dictionaries: Record<Locale, Partial<Messages>> = DICTIONARIES,
): string {
  const text = dictionaries[locale][key] ?? en[key];
  return interpolate(text, params);
}
