import type { Locale } from '@shared/i18n/locale';
import type { SectionKind } from '@shared/sections/kinds';
import { useApi } from '../../../lib/use-api';

/** Localized section content for the company's own answers; cached by SWR after the first load. */
export function useSectionContent(section: SectionKind | null, lang: Locale) {
  return useApi('getSectionContent', section ? { params: { section }, query: { lang } } : null, { revalidateIfStale: false });
}
