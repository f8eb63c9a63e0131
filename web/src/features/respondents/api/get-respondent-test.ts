import type { Locale } from '@shared/i18n/locale';
import { apiKey } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

const query = (lang: Locale, itemLang?: string) => (itemLang ? { lang, item_lang: itemLang } : { lang });

export const respondentTestKey = (token: string, lang: Locale, itemLang?: string) =>
  apiKey('getRespondentTest', { params: { token }, query: query(lang, itemLang) });

/**
 * The test as the respondent sees it, content in their language (Big Five items optionally in another of the
 * pack's languages). Previous data stays while the language changes.
 */
export function useRespondentTest(token: string | undefined, lang: Locale, itemLang?: string) {
  return useApi('getRespondentTest', token ? { params: { token }, query: query(lang, itemLang) } : null, {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
}
