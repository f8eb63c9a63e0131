import { respondentTexts, type EnglishText } from '../locale-check';

/**
 * What a Big Five locale file (`./locales/<locale>.ts`, docs/content.md "Respondent languages") translates: the
 * section's title, its instructions and the five scale labels. The statements come in ./item-text, and the results'
 * domain, facet and archetype texts are the employer's, in the interface languages.
 */
const LOCALE_FILE_PATH = /^(title|instructions|scale\.\d+\.label)$/;

export function big5LocaleFileTexts(pack: unknown): EnglishText[] {
  return respondentTexts(pack).filter((text) => LOCALE_FILE_PATH.test(text.path));
}
