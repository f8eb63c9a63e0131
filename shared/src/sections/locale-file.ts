/**
 * A section's respondent-facing texts in one respondent language (docs/content.md): one file per locale per section,
 * `shared/src/sections/<folder>/locales/<locale>.ts`, default-exporting a `SectionLocaleFile`.
 *
 * - `texts` is keyed by the text's path in the section's content pack (`collectTexts` in ./content-pack), the same
 *   paths as the folder's `translation-stamps.ts`.
 * - `source` is `hashText` of the English the text translates: when the English changes, the translation is stale.
 * - `state` is the whole file's: `validated` once a professional translator or a native speaker has checked it,
 *   `translated` (translated, not validated) until then.
 */
export type SectionLocaleState = 'validated' | 'translated';

export interface SectionLocaleText {
  readonly text: string;
  /** `hashText` of the English text this translates. */
  readonly source: string;
}

export interface SectionLocaleFile {
  readonly state: SectionLocaleState;
  readonly texts: Readonly<Record<string, SectionLocaleText>>;
}
