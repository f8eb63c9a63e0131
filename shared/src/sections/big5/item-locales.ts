import { hashText } from '../content-pack';
import type { Big5Item } from './items';
import { englishItemsLeft, TEAM_ITEM_TEXT_LOADERS, type TeamItemFile } from './item-text-team';
import {
  BIG5_ITEM_LOCALE_NAMES,
  BIG5_ITEM_LOCALES,
  PACKAGE_ITEM_TEXT_LOADERS,
  type Big5ItemLocale,
  type Big5PackageItemLocale,
} from './item-text';

/**
 * Respondent languages for Big Five items. This is not the interface locale (`Locale`: en, th, es):
 * the item text exists in every locale @bigfive-org/questions ships, while the rest of the product
 * (instructions, scale labels, results) stays in the interface locales.
 */
export { BIG5_ITEM_LOCALES, BIG5_ITEM_LOCALE_NAMES, type Big5ItemLocale };

export type Big5ItemLocaleStatus = 'source' | 'complete' | 'partial';

export interface Big5ItemLocaleInfo {
  /** Package locale code, e.g. "pt-br". */
  readonly id: Big5ItemLocale;
  /** English name as the package gives it. */
  readonly name: string;
  /** source: English; complete: every item translated; partial: some items are still English. */
  readonly status: Big5ItemLocaleStatus;
  /** How many of the items have no translation (the package text is the English) and are shown in English. */
  readonly englishItems: number;
  /**
   * Translated item text by item id, for the languages outside en/th/es (those are in `items[].text`).
   * Items without a translation are left out, so they fall back to English.
   */
  readonly text?: Readonly<Record<string, string>>;
}

const INTERFACE_ITEM_LOCALES = ['en', 'th', 'es'] as const;
type InterfaceItemLocale = (typeof INTERFACE_ITEM_LOCALES)[number];

const isInterfaceItemLocale = (locale: Big5ItemLocale): locale is InterfaceItemLocale =>
  (INTERFACE_ITEM_LOCALES as readonly string[]).includes(locale);

export function isBig5ItemLocale(value: unknown): value is Big5ItemLocale {
  return typeof value === 'string' && (BIG5_ITEM_LOCALES as readonly string[]).includes(value);
}

/** A translation exists when the text is not empty and is not the English text itself. */
export function isTranslated(text: string | undefined, english: string): text is string {
  return text !== undefined && text.trim() !== '' && text.trim() !== english.trim();
}

/** The team's own statements and corrections per package language (./item-text-team), where it has them. */
export type TeamItemText = Readonly<Partial<Record<Big5PackageItemLocale, TeamItemFile>>>;

/**
 * Per-language metadata and text for the items, found by comparing each language's text with the
 * English: an item whose text is missing or the same as the English counts as still English, and a
 * language with any such item is `partial`. `teamText` (from 2026.3) fills the statements a package language left
 * in English with the team's, where its stamp is the hash of the current English, and replaces a package text the team
 * corrected, where the correction's stamps are the hashes of the current English and of that package text.
 */
export function buildItemLocales(
  items: readonly Big5Item[],
  packageText: Readonly<Record<Big5PackageItemLocale, Readonly<Record<string, string>>>>,
  teamText: TeamItemText = {},
): Big5ItemLocaleInfo[] {
  return BIG5_ITEM_LOCALES.map((id): Big5ItemLocaleInfo => {
    const name = BIG5_ITEM_LOCALE_NAMES[id];
    if (id === 'en') return { id, name, status: 'source', englishItems: 0 };
    if (isInterfaceItemLocale(id)) {
      const englishItems = items.filter((item) => !isTranslated(item.text[id], item.text.en)).length;
      return { id, name, status: englishItems === 0 ? 'complete' : 'partial', englishItems };
    }
    const text = translatedText(items, packageText[id], teamText[id]);
    const englishItems = items.length - Object.keys(text).length;
    return { id, name, status: englishItems === 0 ? 'complete' : 'partial', englishItems, text };
  });
}

/**
 * The text of a language's translated items, by item id: the team's correction where it replaces the package text
 * shown now and translates the English shown now; else the package's translation; else the team's where it translates
 * the English shown now (a stale text or correction is not shown, as for section locale files). Items with none are
 * left out, so they fall back to English.
 */
function translatedText(
  items: readonly Big5Item[],
  table: Readonly<Record<string, string>>,
  team?: TeamItemFile,
): Record<string, string> {
  const text: Record<string, string> = {};
  for (const item of items) {
    const translated = table[item.id];
    const own = team?.texts[item.id];
    const correction = team?.corrections?.[item.id];
    const english = hashText(item.text.en);
    if (
      correction &&
      isTranslated(translated, item.text.en) &&
      correction.replaces === hashText(translated) &&
      correction.source === english &&
      isTranslated(correction.text, item.text.en)
    )
      text[item.id] = correction.text;
    else if (isTranslated(translated, item.text.en)) text[item.id] = translated;
    else if (own && own.source === english && isTranslated(own.text, item.text.en)) text[item.id] = own.text;
  }
  return text;
}

/**
 * What `buildItemLocales` gives with the team's statements, with the text of one language only (`itemLocale`, loaded
 * from its own modules) and the others' status from the counts the generator recorded and the team's files: what a
 * respondent's page needs, without the text of every language (item-locales.test.ts checks that both agree).
 */
export async function loadItemLocales(
  items: readonly Big5Item[],
  itemLocale: Big5ItemLocale,
): Promise<Big5ItemLocaleInfo[]> {
  const [loaded, team] = isInterfaceItemLocale(itemLocale)
    ? [undefined, undefined]
    : await Promise.all([PACKAGE_ITEM_TEXT_LOADERS[itemLocale](), TEAM_ITEM_TEXT_LOADERS[itemLocale]?.()]);
  return BIG5_ITEM_LOCALES.map((id): Big5ItemLocaleInfo => {
    const name = BIG5_ITEM_LOCALE_NAMES[id];
    if (id === 'en') return { id, name, status: 'source', englishItems: 0 };
    if (isInterfaceItemLocale(id)) {
      const englishItems = items.filter((item) => !isTranslated(item.text[id], item.text.en)).length;
      return { id, name, status: englishItems === 0 ? 'complete' : 'partial', englishItems };
    }
    const englishItems = englishItemsLeft(id);
    const status = englishItems === 0 ? 'complete' : 'partial';
    return id === itemLocale && loaded
      ? { id, name, status, englishItems, text: translatedText(items, loaded, team) }
      : { id, name, status, englishItems };
  });
}

/** The text of one item in a respondent language, and the language it is actually in (English when it fell back). */
export function itemTextIn(
  item: Big5Item,
  itemLocale: Big5ItemLocale,
  locales: readonly Big5ItemLocaleInfo[] | undefined,
): { readonly text: string; readonly locale: Big5ItemLocale } {
  if (itemLocale !== 'en') {
    const translated = isInterfaceItemLocale(itemLocale)
      ? item.text[itemLocale]
      : locales?.find((l) => l.id === itemLocale)?.text?.[item.id];
    if (isTranslated(translated, item.text.en)) return { text: translated, locale: itemLocale };
  }
  return { text: item.text.en, locale: 'en' };
}
