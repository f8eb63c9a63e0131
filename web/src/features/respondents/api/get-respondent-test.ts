import type { Locale } from '@shared/i18n/locale';
import { apiKey } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

export const respondentTestKey = (token: string, lang: Locale) => apiKey('getRespondentTest', { params: { token }, query: { lang } });

/** The test as the respondent sees it, content in their language. Previous data stays while the language changes. */
export function useRespondentTest(token: string | undefined, lang: Locale) {
  return useApi('getRespondentTest', token ? { params: { token }, query: { lang } } : null, { keepPreviousData: true, revalidateOnFocus: false });
}
