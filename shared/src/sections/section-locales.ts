import type { SectionContent } from '../routes/schemas';
import { isInterfaceLocale, type RespondentLocale } from '../i18n/respondent-locale';
import { hashText } from './content-pack';
import type { SectionKind } from './kinds';
import type { SectionLocaleFile, SectionLocaleState } from './locale-file';
import { sectionContent } from './section-content';
import type { SectionViewInput } from './view-types';

/**
 * A section's content in any respondent language (issue 27). en, th and es are in the packs themselves (`PackText`);
 * every other language is a file per section per locale, `<folder>/locales/<locale>.ts` (./locale-file.ts), loaded
 * when a respondent in that language opens that section and never before: each file is a chunk of its own in a
 * function's bundle (esbuild turns the template below into one chunk per matching file; docs/cold-start.md).
 */

/** The section's folder under shared/src/sections: its kind in kebab case. */
export const sectionFolder = (kind: SectionKind): string => kind.replace(/_/g, '-');

/**
 * The locale file of one section in one language, or undefined when the section has none in that language (its
 * texts then stay English). Only called with a section kind and a respondent locale, never with what a request typed.
 */
export async function loadSectionLocale(
  kind: SectionKind,
  locale: RespondentLocale,
): Promise<SectionLocaleFile | undefined> {
  if (isInterfaceLocale(locale)) return undefined;
  try {
    const module = (await import(`./${sectionFolder(kind)}/locales/${locale}.ts`)) as { default?: SectionLocaleFile };
    return module.default;
  } catch {
    // No file for that language: the bundle has no chunk for it (esbuild throws "Module not found in bundle").
    return undefined;
  }
}

/** The translation state a wizard shows per section and language: `missing` when the section has no such file. */
export type SectionTranslationState = SectionLocaleState | 'missing';

export async function sectionTranslationState(
  kind: SectionKind,
  locale: RespondentLocale,
): Promise<SectionTranslationState | 'source'> {
  if (isInterfaceLocale(locale)) return 'source';
  return (await loadSectionLocale(kind, locale))?.state ?? 'missing';
}

/** Keys whose strings are identifiers or codes, never texts a respondent reads. */
const NOT_TEXT = new Set(['id', 'kind', 'version', 'item_locale', 'type']);

/**
 * The content with each English text replaced by its translation from the locale file. A translation is used only
 * when its `source` is the hash of the English shown now: a text whose English changed since it was translated (a
 * stale translation) or that the file lacks stays English. Answers and scores name items by id, never by text, so
 * the language changes nothing a scorer reads.
 */
export function overlaySectionLocale<T>(content: T, file: SectionLocaleFile | undefined): T {
  if (!file) return content;
  const bySource = new Map<string, string>();
  for (const { text, source } of Object.values(file.texts)) {
    if (text.trim() !== '' && !bySource.has(source)) bySource.set(source, text);
  }
  const walk = (value: unknown, key?: string): unknown => {
    if (typeof value === 'string') {
      return key !== undefined && NOT_TEXT.has(key) ? value : (bySource.get(hashText(value)) ?? value);
    }
    if (Array.isArray(value)) return value.map((v: unknown) => walk(v));
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k)]));
    }
    return value;
  };
  return walk(content) as T;
}

/**
 * A section's content as a respondent in `respondentLocale` sees it: en, th and es from the packs; another language
 * is the English view with that section's locale file laid over it, and the Big Five items in that language.
 */
export async function respondentSectionContent(
  kind: SectionKind,
  respondentLocale: RespondentLocale,
  input: Omit<SectionViewInput, 'locale'>,
): Promise<SectionContent> {
  const itemLocale = input.itemLocale ?? respondentLocale;
  if (isInterfaceLocale(respondentLocale)) {
    return sectionContent(kind, { ...input, locale: respondentLocale, itemLocale });
  }
  const [english, file] = await Promise.all([
    sectionContent(kind, { ...input, locale: 'en', itemLocale }),
    loadSectionLocale(kind, respondentLocale),
  ]);
  return overlaySectionLocale(english, file);
}
