import { createContext, useContext } from 'react';
import type { Locale } from '@shared/i18n/locale';
import type { RespondentLocale } from '@shared/i18n/respondent-locale';
import type { SectionContent } from '@shared/routes';
import type { SectionKind } from '@shared/sections/kinds';
import { useApi } from '../../../lib/use-api';

/**
 * Content a page already has (a shared result carries the labels its views need, since its viewer is not signed
 * in); views below read it instead of asking the signed-in content route.
 */
export const ProvidedSectionContent = createContext<Partial<Record<string, SectionContent>> | null>(null);

/**
 * On an employer's result page, the respondent's language when the employer asked to read the items as the respondent
 * read them; null keeps the interface language.
 */
export const ItemWording = createContext<RespondentLocale | null>(null);

/** Localized section content for the company's own answers; cached by SWR after the first load. */
export function useSectionContent(section: SectionKind | null, locale: Locale) {
  const provided = useContext(ProvidedSectionContent);
  const lang = useContext(ItemWording) ?? locale;
  const fromServer = useApi(
    'getSectionContent',
    section && !provided ? { params: { section }, query: { lang } } : null,
    { revalidateIfStale: false },
  );
  return provided ? { ...fromServer, data: section ? provided[section] : undefined } : fromServer;
}
