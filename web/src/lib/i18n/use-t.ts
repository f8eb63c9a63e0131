import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@shared/i18n/locale';
import { getPageLanguage, getReadyLocale, i18n, subscribeReadyLocale } from './i18n';
import type { MessageKey } from './messages/en';

/** The page's language (the chosen one, once its texts are loaded: `getReadyLocale`). */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribeReadyLocale, getReadyLocale, getReadyLocale);
}

export type T = (key: MessageKey, params?: Record<string, string | number>) => string;

/** The language a respondent's page shows: a respondent language beyond en, th and es while one is chosen, else the interface's. */
export function usePageLanguage(): string {
  return useSyncExternalStore(subscribeReadyLocale, getPageLanguage, getPageLanguage);
}

/** `t(key, params)` in the page's language (react-i18next: the component renders again when the language changes). */
export function useT(): T {
  // A respondent's page may be in a respondent language beyond the interface's (setRespondentLanguage).
  const language = useSyncExternalStore(subscribeReadyLocale, getPageLanguage, getPageLanguage);
  const { t } = useTranslation('translation', { lng: language, i18n });
  return useCallback<T>((key, params) => (t as unknown as (k: string, p: object) => string)(key, params ?? {}), [t]);
}

export { errorText } from './error-catalogue';
