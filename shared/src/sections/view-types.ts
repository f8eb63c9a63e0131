import type { Locale } from '../i18n/locale';
import type { SectionContent } from '../routes/schemas';

/** What a section's content view is built from. Without `setup` the view is the whole pack (the company's setup screen). */
export interface SectionViewInput {
  readonly locale: Locale;
  /** The template's setup of this section, as stored; each view parses what it needs and ignores the rest. */
  readonly setup?: unknown;
  /** The company's answers of this section, as stored (values and traits shows respondents only the rated items). */
  readonly company?: unknown;
  /** Big Five: respondent language of the items (any of the pack's item locales). */
  readonly itemLocale?: string | undefined;
}

/**
 * Localized content a screen shows; never an answer key, a scoring mapping or a company answer. A view that needs
 * more content than its pack's module (the Big Five's item languages) loads it, so it may answer with a promise.
 */
export type SectionView = (input: SectionViewInput) => SectionContent | Promise<SectionContent>;
