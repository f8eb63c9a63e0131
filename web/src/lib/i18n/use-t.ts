import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ERRORS } from '@shared/errors';
import { interpolate, type Locale } from '@shared/i18n/locale';
import { getLocale, subscribeLocale } from './locale-store';
import { i18n } from './i18n';
import type { MessageKey } from './messages/en';

export function useLocale(): Locale {
  return useSyncExternalStore(subscribeLocale, getLocale, getLocale);
}

export type T = (key: MessageKey, params?: Record<string, string | number>) => string;

/** `t(key, params)` in the page's language (react-i18next: the component renders again when the language changes). */
export function useT(): T {
  const locale = useLocale();
  const { t } = useTranslation('translation', { lng: locale, i18n });
  return useCallback<T>((key, params) => (t as unknown as (k: string, p: object) => string)(key, params ?? {}), [t]);
}

/** Text of a catalogue error in a locale; unknown codes read as the generic message. */
export function errorText(code: string, locale: Locale, params: Record<string, string | number> = {}): string {
  const entry = (ERRORS as Record<string, { text: Record<Locale, string> } | undefined>)[code] ?? ERRORS.INTERNAL;
  return interpolate(entry.text[locale], params);
}
