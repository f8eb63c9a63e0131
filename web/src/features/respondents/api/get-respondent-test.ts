import { apiKey } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

/** `lang` is a respondent language the respondent chose on this page; without it the server uses the one kept on them. */
const query = (lang: string | undefined, itemLang?: string) => ({
  ...(lang ? { lang } : {}),
  ...(itemLang ? { item_lang: itemLang } : {}),
});

export const respondentTestKey = (token: string, lang: string | undefined, itemLang?: string) =>
  apiKey('getRespondentTest', { params: { token }, query: query(lang, itemLang) });

/**
 * The test as the respondent sees it, content in their language (Big Five items optionally in another of the
 * pack's languages). Previous data stays while the language changes.
 */
export function useRespondentTest(token: string | undefined, lang: string | undefined, itemLang?: string) {
  return useApi('getRespondentTest', token ? { params: { token }, query: query(lang, itemLang) } : null, {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
}
