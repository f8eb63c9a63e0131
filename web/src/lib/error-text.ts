import { LOCALES } from '@shared/i18n/locale';
import { ApiError } from './api-request';
import { errorText, usePageLanguage } from './i18n/use-t';

/** A language the server writes its error messages in (en, th, es); a respondent language beyond those it does not. */
const serverWrites = (language: string): boolean => (LOCALES as readonly string[]).includes(language);

/**
 * The sentence a user reads for a failure: the server's localized message when it sent one in the page's language,
 * else the catalogue text of the code, else the generic message. Never a stack or raw error. A respondent's page in a
 * language beyond en, th and es (issue 27) shows the browser's own text for the code (respondent/keys.ts
 * RESPONDENT_ERROR_CODES): the server answered in English, which that respondent must not read.
 */
export function describeError(error: unknown, language: string): string {
  if (error instanceof ApiError) return (serverWrites(language) && error.message) || errorText(error.code, language);
  const { code, params } = (error ?? {}) as { code?: unknown; params?: Record<string, string> };
  if (typeof code === 'string') return errorText(code, language, params ?? {});
  return errorText('INTERNAL', language);
}

/** describeError in the page's language: a respondent's own language on their screens, else the interface's. */
export function useDescribeError(): (error: unknown) => string {
  const language = usePageLanguage();
  return (error) => describeError(error, language);
}
