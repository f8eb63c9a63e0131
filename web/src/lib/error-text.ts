import type { Locale } from '@shared/i18n/locale';
import { ApiError } from './api-request';
import { errorText } from './i18n/use-t';
import { useLocale } from './i18n/use-t';

/**
 * The sentence a user reads for a failure: the server's localized message when it sent one,
 * else the catalogue text of the code, else the generic message. Never a stack or raw error.
 */
export function describeError(error: unknown, locale: Locale): string {
  if (error instanceof ApiError) return error.message || errorText(error.code, locale);
  const { code, params } = (error ?? {}) as { code?: unknown; params?: Record<string, string> };
  if (typeof code === 'string') return errorText(code, locale, params ?? {});
  return errorText('INTERNAL', locale);
}

export function useDescribeError(): (error: unknown) => string {
  const locale = useLocale();
  return (error) => describeError(error, locale);
}
