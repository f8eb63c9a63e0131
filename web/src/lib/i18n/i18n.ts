import i18next from 'i18next';
import ICU from 'i18next-icu';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@shared/i18n/locale';
import { en, type MessageKey } from './messages/en';
import { getLocale, subscribeLocale } from './locale-store';
import { addErrorTexts } from './error-catalogue';

/**
 * The interface strings through i18next with ICU MessageFormat (i18next-icu): `{name}` placeholders, and plural
 * forms by the language's own rules (`{n, plural, one {…} other {…}}`; Thai has only `other`). The catalogues are
 * the per-feature files in ./messages; a key missing in th or es falls back to English. Keys contain dots, so
 * i18next's key and namespace separators are off. React escapes what it renders, so i18next does not.
 * English is in the entry; Thai and Spanish (with their error-catalogue texts) are fetched when chosen (`loadLocale`),
 * so a page carries one language.
 */
export const i18n = i18next.createInstance();

void i18n
  .use(ICU)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: en } },
    lng: getLocale(),
    fallbackLng: 'en',
    supportedLngs: ['en', 'th', 'es'],
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    showSupportNotice: false,
    // A catalogue added later (loadLocale) replaces the English fallbacks i18next-icu memoized for that language.
    i18nFormat: { bindI18nStore: 'added' },
  });

const CATALOGUES: Record<Exclude<Locale, 'en'>, () => Promise<Partial<Record<MessageKey, string>>>> = {
  th: async () => {
    const [messages, errors] = await Promise.all([import('./messages/th'), import('virtual:error-text/th')]);
    addErrorTexts('th', errors.default);
    return messages.th;
  },
  es: async () => {
    const [messages, errors] = await Promise.all([import('./messages/es'), import('virtual:error-text/es')]);
    addErrorTexts('es', errors.default);
    return messages.es;
  },
};

/** Makes a language's catalogue available (fetched once); English always is. */
export async function loadLocale(locale: Locale): Promise<void> {
  if (locale === 'en' || i18n.hasResourceBundle(locale, 'translation')) return;
  i18n.addResourceBundle(locale, 'translation', await CATALOGUES[locale]());
}

let ready: Locale = getLocale();
const readyListeners = new Set<() => void>();

/**
 * The language the page shows: the chosen one once its texts (messages and error catalogue) are here, so a switch
 * of language changes the whole page at once, never half of it. At start-up it is the chosen one (main.tsx renders
 * after loading it).
 */
export const getReadyLocale = (): Locale => ready;

export function subscribeReadyLocale(listener: () => void): () => void {
  readyListeners.add(listener);
  return () => readyListeners.delete(listener);
}

// The language kept in browser storage (`lang`, spec part 2 §7.5) drives i18next, once its catalogue is here.
subscribeLocale(() => {
  const locale = getLocale();
  void loadLocale(locale)
    .catch(() => undefined)
    .then(async () => {
      if (getLocale() !== locale) return;
      await i18n.changeLanguage(locale);
      ready = locale;
      readyListeners.forEach((listener) => listener());
    });
});

/** Text of a key in a locale, outside React (PDF documents); `loadLocale(locale)` first. */
export function translate(locale: Locale, key: MessageKey, params?: Record<string, string | number>): string {
  return i18n.getFixedT(locale)(key, params ?? {}) as string;
}
