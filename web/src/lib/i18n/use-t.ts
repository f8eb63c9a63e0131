import { useCallback, useSyncExternalStore } from 'react';
import { ERRORS } from '@shared/errors';
import { interpolate, type Locale } from '@shared/i18n/locale';
import { getLocale, subscribeLocale } from './locale-store';
import { translate } from './translate';
import type { MessageKey } from './messages/en';

export function useLocale(): Locale {
  return useSyncExternalStore(subscribeLocale, getLocale, getLocale);
}

export type T = (key: MessageKey, params?: Record<string, string | number>) => string;

export function useT(): T {
  const locale = useLocale();
  return useCallback<T>((key, params) => translate(locale, key, params), [locale]);
}

/** Text of a catalogue error in a locale; unknown codes read as the generic message. */
export function errorText(code: string, locale: Locale, params: Record<string, string | number> = {}): string {
  const entry = (ERRORS as Record<string, { text: Record<Locale, string> } | undefined>)[code] ?? ERRORS.INTERNAL;
  return interpolate(entry.text[locale], params);
}
