import { hashText } from '../../content-pack';
import type { EnglishText } from '../../locale-check';
import { isTranslated } from '../item-locales';
import { PACKAGE_ITEM_TEXT_LOADERS, type Big5PackageItemLocale } from '../item-text';
import { IPIP_120_ITEMS } from '../items';

/**
 * The English statements a team file of `locale` must translate: those the package left in English (its text
 * missing, empty or the English itself), keyed by item id and hashed as a locale file stamps them.
 */
export async function teamItemEnglish(locale: Big5PackageItemLocale): Promise<EnglishText[]> {
  const table = await PACKAGE_ITEM_TEXT_LOADERS[locale]();
  return IPIP_120_ITEMS.filter((item) => !isTranslated(table[item.id], item.text.en)).map((item) => ({
    path: item.id,
    en: item.text.en,
    source: hashText(item.text.en),
  }));
}
