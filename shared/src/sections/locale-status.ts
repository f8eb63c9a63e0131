import type { LocaleFileKind, SectionFileLocale } from './locale-check';
import { SECTION_FILE_LOCALES } from './locale-check';
import { ENGLISH_DIGESTS, LOCALE_FILE_INDEX } from './locale-index';

/**
 * Where one section's content stands in one respondent language (docs/content.md "Respondent languages"):
 * - `validated`: a professional translator or a native speaker has checked the file;
 * - `translated`: translated, not validated;
 * - `stale`: the file exists but does not stamp every respondent-facing text of the current English (a text is
 *   missing, or its English changed since it was translated); the respondent sees English for those texts;
 * - `missing`: no file: the respondent sees the section in English.
 */
export type SectionLocaleStatus = 'validated' | 'translated' | 'stale' | 'missing';

/** One section's status in one file locale, from the generated index: no locale file and no pack is loaded. */
export function sectionLocaleStatus(kind: LocaleFileKind, locale: SectionFileLocale): SectionLocaleStatus {
  const entry = LOCALE_FILE_INDEX[kind][locale];
  if (!entry) return 'missing';
  if (entry.digest !== ENGLISH_DIGESTS[kind]) return 'stale';
  return entry.state;
}

/** One section's status in every file locale. */
export function sectionLocaleStatuses(kind: LocaleFileKind): Record<SectionFileLocale, SectionLocaleStatus> {
  return Object.fromEntries(SECTION_FILE_LOCALES.map((l) => [l, sectionLocaleStatus(kind, l)])) as Record<
    SectionFileLocale,
    SectionLocaleStatus
  >;
}
