import type { Big5PackageItemLocale } from './big5/item-text';
import { collectTexts, hashText } from './content-pack';
import type { SectionKind } from './kinds';
import type { SectionLocaleFile } from './locale-file';

/**
 * The respondent languages of section content beyond the interface locales (docs/content.md "Respondent languages"):
 * the Big Five item languages other than en, th and es, whose texts stay inline in the packs. One file per locale per
 * section, `shared/src/sections/<folder>/locales/<locale>.ts`.
 */
export type SectionFileLocale = Big5PackageItemLocale;
export const SECTION_FILE_LOCALES = [
  'zh-cn',
  'zh-hk',
  'hi',
  'fr',
  'ru',
  'id',
  'ur',
  'de',
  'ja',
  'it',
  'tr',
  'hy',
  'uk',
  'da',
  'no',
  'is',
  'fi',
  'nl',
  'ro',
  'sq',
  'sv',
  'sr',
  'sl',
  'hr',
  'et',
  'pt-br',
  'ar',
  'he',
  'pl',
  'ko',
  'hu',
  'fa',
  'ca',
  'ss',
  'cs',
  'bg',
] as const satisfies readonly SectionFileLocale[];

/** Section kinds whose content has locale files: every kind but the Big Five (its items come in their own files). */
export const LOCALE_FILE_KINDS = [
  'values_and_traits',
  'oaic_archetypes',
  'acceptable_behaviors',
  'work_style_identifier',
  'logic_test',
  'custom_survey',
  'human_skills',
] as const satisfies readonly SectionKind[];
export type LocaleFileKind = (typeof LOCALE_FILE_KINDS)[number];

/** The folder of a kind under shared/src/sections (`values_and_traits` -> `values-and-traits`). */
export const kindFolder = (kind: LocaleFileKind): string => kind.replace(/_/g, '-');

/**
 * Whether a pack text is put to respondents, so a locale file must carry it:
 * - not the pack's `notes` (caveats for the next editor and the employer);
 * - not a scoring rubric's criteria (`rubrics.<n>.criteria.*`: read by the scorer, never shown; the skill's `name` is);
 * - not a language-neutral text, one with no run of two letters (`40`, `Q1`, `H8`, `10:00–11:00`): it reads the same
 *   in every language, so the English is shown.
 */
export function isRespondentText(path: string, english: string): boolean {
  if (path === 'notes' || path.startsWith('notes.')) return false;
  if (/^rubrics\.[^.]+\.criteria\./.test(path)) return false;
  return /\p{L}{2}/u.test(english);
}

export interface EnglishText {
  readonly path: string;
  readonly en: string;
  /** `hashText(en)`: what a locale file's `source` must be. */
  readonly source: string;
}

/** The respondent-facing English texts of a pack, with their paths and hashes, in pack order. */
export function respondentTexts(pack: unknown): EnglishText[] {
  return collectTexts(pack)
    .filter(({ path, text }) => isRespondentText(path, text.en))
    .map(({ path, text }) => ({ path, en: text.en, source: hashText(text.en) }));
}

/** ICU/`{placeholder}` arguments of a text: the name at the start of each brace group, sorted. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\s*([\w.]+)/g)].map((m) => m[1] ?? '').sort();
}

/** The numbers of a text (runs of ASCII digits), sorted: a logic item's figures must survive translation. */
export function numbersOf(text: string): string[] {
  return [...text.matchAll(/\d+/g)].map((m) => m[0]).sort();
}

/** The numbers of `english` that `translated` does not have (each counted as often as it occurs). */
function lostNumbers(english: readonly string[], translated: readonly string[]): string[] {
  const left = [...translated];
  return english.filter((n) => {
    const i = left.indexOf(n);
    if (i < 0) return true;
    left.splice(i, 1);
    return false;
  });
}

export type LocaleProblemReason = 'missing' | 'unknown' | 'stale' | 'untranslated' | 'placeholders' | 'numbers';

export interface LocaleProblem {
  readonly path: string;
  readonly reason: LocaleProblemReason;
  readonly detail?: string;
}

/**
 * What is wrong with one locale file against the English it translates:
 * - `missing`: a respondent-facing English path the file lacks (or has empty);
 * - `unknown`: a path the English does not have (or that is not respondent-facing);
 * - `stale`: a `source` that is not the hash of the current English;
 * - `untranslated`: a text equal to the English, unless the English is in the locale's `allowed` list (proper nouns
 *   and real cognates);
 * - `placeholders`: not the same `{placeholder}` arguments as the English;
 * - `numbers`: a number of the English (in ASCII digits) missing from the translation. A translation may add numbers
 *   where the English spells them out (`three people` -> `3人`).
 */
export function checkLocaleFile(
  english: readonly EnglishText[],
  file: SectionLocaleFile,
  allowed: readonly string[] = [],
): LocaleProblem[] {
  const problems: LocaleProblem[] = [];
  const known = new Map(english.map((e) => [e.path, e]));
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
  for (const e of english) {
    const entry = file.texts[e.path];
    if (entry === undefined || entry.text.trim() === '') {
      problems.push({ path: e.path, reason: 'missing' });
      continue;
    }
    if (entry.source !== e.source)
      problems.push({ path: e.path, reason: 'stale', detail: `${entry.source} ≠ ${e.source}` });
    if (entry.text.trim() === e.en.trim() && !allowed.includes(e.en)) {
      problems.push({ path: e.path, reason: 'untranslated', detail: e.en });
    }
    if (!same(placeholders(entry.text), placeholders(e.en))) {
      problems.push({ path: e.path, reason: 'placeholders', detail: `${placeholders(e.en).join(',')} expected` });
    }
    const lost = lostNumbers(numbersOf(e.en), numbersOf(entry.text));
    if (lost.length > 0) problems.push({ path: e.path, reason: 'numbers', detail: `${lost.join(',')} lost` });
  }
  for (const path of Object.keys(file.texts)) {
    if (!known.has(path)) problems.push({ path, reason: 'unknown' });
  }
  return problems;
}

/**
 * One hash of a list of (path, source) pairs, whatever their order: of a locale file's stamps, or of the English
 * texts' hashes. The two are equal exactly when the file stamps every respondent-facing text of the current English.
 */
export function stampsDigest(pairs: readonly { path: string; source: string }[]): string {
  const lines = pairs.map((p) => `${p.path}\t${p.source}`).sort();
  return hashText(lines.join('\n'));
}
