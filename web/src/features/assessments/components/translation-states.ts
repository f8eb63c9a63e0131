import type { SectionKind } from '@shared/sections/kinds';
import type { RespondentLocale } from '@shared/i18n/respondent-locale';
import { LOCALE_FILE_KINDS, SECTION_FILE_LOCALES, type LocaleFileKind } from '@shared/sections/locale-check';
import { sectionLocaleStatus } from '@shared/sections/locale-status';
import { englishItemsLeft } from '@shared/sections/big5/item-text-team';
import type { SectionFileLocale } from '@shared/sections/locale-check';

/**
 * How far a section is in a respondent language, as the wizard shows it to the employer (issue 27):
 * `validated`; `translated` (translated, not validated); `partial` (partly translated: some texts are shown in
 * English); `english` (English only).
 */
export type TranslationState = 'validated' | 'translated' | 'partial' | 'english';

const isFileKind = (kind: SectionKind): kind is LocaleFileKind =>
  (LOCALE_FILE_KINDS as readonly string[]).includes(kind);
const isFileLocale = (locale: RespondentLocale): locale is SectionFileLocale =>
  (SECTION_FILE_LOCALES as readonly string[]).includes(locale);

/**
 * One section's state in one respondent language; undefined for English (the source). Thai and Spanish are written in
 * the packs themselves, not validated by a native reviewer (docs/content.md). The Big Five's statements come from
 * the package's translations and, where it left some in English (Icelandic, Turkish), the team's: a language with
 * statements still in English would be partly translated; with none it is translated, not validated (neither the
 * package's nor the team's statements are validated). Other sections' files are `sectionLocaleStatus`
 * (docs/content.md "Respondent languages").
 */
export function translationState(kind: SectionKind, locale: RespondentLocale): TranslationState | undefined {
  if (locale === 'en') return undefined;
  if (locale === 'th' || locale === 'es') return 'translated';
  if (kind === 'big5') {
    if (!isFileLocale(locale)) return 'english';
    return englishItemsLeft(locale) === 0 ? 'translated' : 'partial';
  }
  if (!isFileKind(kind) || !isFileLocale(locale)) return 'english';
  const status = sectionLocaleStatus(kind, locale);
  return status === 'stale' ? 'partial' : status === 'missing' ? 'english' : status;
}

/** The languages the employer chose (English left out) with each section's state in it; none when every language is offered. */
export function translationStates(
  sections: readonly SectionKind[],
  languages: readonly RespondentLocale[],
): { locale: RespondentLocale; sections: { kind: SectionKind; state: TranslationState }[] }[] {
  return languages
    .filter((l) => l !== 'en')
    .map((locale) => ({
      locale,
      sections: sections.flatMap((kind) => {
        const state = translationState(kind, locale);
        return state ? [{ kind, state }] : [];
      }),
    }));
}
