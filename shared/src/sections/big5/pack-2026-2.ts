import { definePack, t } from '../content-pack';
import { BIG5_ATTRIBUTION, IPIP_120_ITEMS, RAW_PACK_2026_1, type Big5Pack } from './content';
import { buildItemLocales } from './item-locales';
import { PACKAGE_ITEM_TEXT } from './item-text/all';
import { TRANSLATION_STAMPS } from './translation-stamps';

const ITEM_LOCALES = buildItemLocales(IPIP_120_ITEMS, PACKAGE_ITEM_TEXT);
const PARTIAL_ITEM_LOCALES = ITEM_LOCALES.filter((l) => l.status === 'partial');

/**
 * 2026.2: the same items, results and archetypes as 2026.1, plus item text in every locale the
 * package ships (`itemLocales`). Items still in English in the package are shown in English.
 * It holds every language's text, so only the packs' list loads it (`big5.packs()`). Published: never edit
 * (content-registry.test.ts pins its hash); 2026.3 (pack-2026-3.ts) adds the team's statements.
 */
export const RAW_PACK_2026_2: Big5Pack = {
  ...RAW_PACK_2026_1,
  version: '2026.2',
  publishedAt: '2026-11-22',
  attribution: BIG5_ATTRIBUTION.map((a) =>
    a.work.startsWith('@bigfive-org/questions')
      ? {
          ...a,
          work: `@bigfive-org/questions 1.3.3 (item data and community translations in ${ITEM_LOCALES.length - 1} locales)`,
          author: 'B5 Holding AS and contributors (translators listed in the package translators.json)',
          use: 'copied into ipip-120-items.ts and item-text/*.ts by scripts/generate-big5-items.ts',
        }
      : a,
  ),
  notes: [
    t(
      `Item text exists in all ${ITEM_LOCALES.length} locales of @bigfive-org/questions (itemLocales). Apart from English they are community translations and have not been validated; Thai and Spanish had a few clear errors corrected, the other languages are as the package has them.`,
    ),
    t(
      `Partial item languages (items still in English in the package, shown in English): ${PARTIAL_ITEM_LOCALES.map((l) => `${l.name} (${l.englishItems} of ${IPIP_120_ITEMS.length})`).join(', ') || 'none'}.`,
    ),
    t('Instructions, scale labels, result text and archetypes are in the interface locales (en, th, es) only.'),
    // The 2026.1 notes after its first (th/es-only) one: O6, Emotional stability, the 50-item form.
    ...(RAW_PACK_2026_1.notes ?? []).slice(1),
  ],
  itemLocales: ITEM_LOCALES,
};

/** big5 2026.2, as published. */
export const BIG5_PACK_2026_2 = definePack(RAW_PACK_2026_2, TRANSLATION_STAMPS);
