import { useMemo, useSyncExternalStore } from 'react';
import type { Locale } from '@shared/i18n/locale';
import { getPageLanguage, getReadyLocale, subscribeReadyLocale } from './i18n';
import type { MessageKey } from './messages/en';
import { fixedT, messagesVersion, subscribeMessages } from './message-store';

/** The page's language (the chosen one, once its texts are loaded: `getReadyLocale`). */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribeReadyLocale, getReadyLocale, getReadyLocale);
}

export type T = (key: MessageKey, params?: Record<string, string | number>) => string;

/** The language a respondent's page shows: a respondent language beyond en, th and es while one is chosen, else the interface's. */
export function usePageLanguage(): string {
  return useSyncExternalStore(subscribeReadyLocale, getPageLanguage, getPageLanguage);
}

/**
 * `t(key, params)` in the page's language. The component renders again when the language changes or strings arrive
 * (a new `t` each time, so memoised children that take it render again too).
 */
export function useT(): T {
  // A respondent's page may be in a respondent language beyond the interface's (setRespondentLanguage).
  const language = useSyncExternalStore(subscribeReadyLocale, getPageLanguage, getPageLanguage);
  const version = useSyncExternalStore(subscribeMessages, messagesVersion, messagesVersion);
  return useMemo<T>(() => fixedT(language), [language, version]);
}

export { errorText } from './error-catalogue';
