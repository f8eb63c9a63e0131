import i18next from 'i18next';
import ICU from 'i18next-icu';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@shared/i18n/locale';
import { en, type MessageKey } from './messages/en';
import { th } from './messages/th';
import { es } from './messages/es';
import { getLocale, subscribeLocale } from './locale-store';

/**
 * The interface strings through i18next with ICU MessageFormat (i18next-icu): `{name}` placeholders, and plural
 * forms by the language's own rules (`{n, plural, one {…} other {…}}`; Thai has only `other`). The catalogues are
 * the per-feature files in ./messages; a key missing in th or es falls back to English. Keys contain dots, so
 * i18next's key and namespace separators are off. React escapes what it renders, so i18next does not.
 */
export const i18n = i18next.createInstance();

void i18n
  .use(ICU)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: en }, th: { translation: th }, es: { translation: es } },
    lng: getLocale(),
    fallbackLng: 'en',
    supportedLngs: ['en', 'th', 'es'],
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    showSupportNotice: false,
  });

// The language kept in browser storage (`lang`, spec part 2 §7.5) drives i18next.
subscribeLocale(() => void i18n.changeLanguage(getLocale()));

/** Text of a key in a locale, outside React (PDF documents, e-mails rendered in the browser). */
export function translate(locale: Locale, key: MessageKey, params?: Record<string, string | number>): string {
  return i18n.getFixedT(locale)(key, params ?? {}) as string;
}
