import { PACKAGE_ENGLISH_ITEMS, type Big5PackageItemLocale } from '../item-text';
import type { TeamItemFile } from './types';

export type { TeamItemCorrection, TeamItemFile } from './types';

/**
 * The team's own Big Five statements (issue 27, docs/content.md "Big Five item languages"): for a package language
 * that left statements in English, a file `./<locale>.ts` in the locale-file format (`SectionLocaleFile`), keyed by
 * item id, each text stamped with `hashText` of the English statement it translates. The generated `../item-text/`
 * stays exactly as @bigfive-org/questions has it; these fill the statements it left in English, and a file's
 * `corrections` replace, from pack 2026.3, statements it translated wrongly, each stamped also with the hash of the
 * package text it replaces.
 * Written with scripts/content/stamp-big5-items.ts; item-text-team.test.ts fails on a missing statement, a stale
 * stamp or a text left equal to the English (or, for a correction, to the package's), and on a package language with English statements and no file here.
 */
export const TEAM_ITEM_TEXT_LOADERS: Readonly<Partial<Record<Big5PackageItemLocale, () => Promise<TeamItemFile>>>> = {
  is: () => import('./is').then((m) => m.default),
  tr: () => import('./tr').then((m) => m.default),
};

/**
 * How many statements a package language still shows in English: none once the team has a file for it (the check
 * holds that the file translates every statement the package left in English, from the current English).
 */
export function englishItemsLeft(locale: Big5PackageItemLocale): number {
  return TEAM_ITEM_TEXT_LOADERS[locale] ? 0 : PACKAGE_ENGLISH_ITEMS[locale];
}
