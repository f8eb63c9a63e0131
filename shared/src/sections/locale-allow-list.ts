import type { SectionFileLocale } from './locale-check';

/**
 * English texts a locale file may leave as they are (docs/content.md "Respondent languages"): proper nouns and real
 * cognates, each an exact English text of a pack. Anything else equal to its English fails the locale check as
 * untranslated. Add a word here only when a native speaker would write it so.
 */

/** The people in the logic test items: names, kept as they are in Latin-script languages (others transliterate). */
const NAMES = ['Ana', 'Ben', 'Chen', 'Dev'];

/** Per locale, the cognates it writes as the English does (the names are allowed everywhere). */
export const LOCALE_ALLOW_LIST: Readonly<Partial<Record<SectionFileLocale, readonly string[]>>> = {
  de: ['Budget', 'Fairness', 'Hybrid', 'Innovation', 'Neutral', 'Software', 'Team'],
  fr: [
    ...['Acceptable', 'Adaptable', 'Budget', 'Collaboration', 'Communication', 'Courage', 'Discipline', 'Excellence'],
    ...['Humble', 'Initiative', 'Innovation', 'Leadership', 'Passion', 'Patient', 'patient', 'Respect'],
    ...['25 minutes', '30 minutes', '35 minutes', '45 minutes', '36 minutes', '40 minutes', '48 minutes', '52 minutes'],
  ],
  'pt-br': ['hospital', 'Software'],
  it: ['Budget', 'Leadership', 'Project management', 'Software', 'Team'],
  nl: ['Budget', 'Discipline', 'Product', 'Respect', 'Software', 'Team'],
  da: ['Budget', 'hospital', 'Hybrid', 'Neutral', 'patient', 'Software', 'Team'],
  sv: ['Budget', 'Hybrid', 'Innovation', 'Neutral', 'Passion', 'patient', 'Process', 'Service', 'Team'],
  cs: ['Software'],
  no: ['Hybrid', 'Team'],
  ca: ['Acceptable', 'Adaptable', 'Honest', 'Independent', 'Neutral', 'Resilient'],
  ro: ['Control', 'Independent', 'Leadership', 'Respect', 'Software'],
};

/** What `locale` may leave equal to the English. */
export function allowedEnglish(locale: SectionFileLocale): readonly string[] {
  return [...NAMES, ...(LOCALE_ALLOW_LIST[locale] ?? [])];
}
