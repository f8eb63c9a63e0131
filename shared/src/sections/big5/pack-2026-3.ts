import { definePack, t } from '../content-pack';
import { BIG5_LATEST_VERSION, IPIP_120_ITEMS, type Big5Pack } from './content';
import { buildItemLocales } from './item-locales';
import { PACKAGE_ITEM_TEXT } from './item-text/all';
import { TEAM_ITEM_TEXT } from './item-text-team/all';
import { RAW_PACK_2026_2 } from './pack-2026-2';
import { TRANSLATION_STAMPS } from './translation-stamps';

const ITEM_LOCALES = buildItemLocales(IPIP_120_ITEMS, PACKAGE_ITEM_TEXT, TEAM_ITEM_TEXT);
const PARTIAL_ITEM_LOCALES = ITEM_LOCALES.filter((l) => l.status === 'partial');
const TEAM_LOCALES = ITEM_LOCALES.filter((l) => l.id in TEAM_ITEM_TEXT);
const CORRECTED_LOCALES = TEAM_LOCALES.flatMap((l) => {
  const n = Object.keys(TEAM_ITEM_TEXT[l.id as keyof typeof TEAM_ITEM_TEXT]?.corrections ?? {}).length;
  return n > 0 ? [`${l.name} (${n})`] : [];
});

/**
 * 2026.3: 2026.2 with the statements the package left in English translated by the team (./item-text-team: the 75
 * Icelandic and 21 Turkish ones, translated, not validated), so no item language shows a statement in English, and
 * the statements the package translated wrongly corrected by the team (`corrections`: 3 Turkish ones, one of them
 * reversed in meaning). 2026.2 keeps the package's text: its respondents' records are pinned to it.
 * Like 2026.2 it holds every language's text, so only the packs' list loads it; a respondent's view loads the one
 * language it shows (view.ts).
 */
export const RAW_PACK_2026_3: Big5Pack = {
  ...RAW_PACK_2026_2,
  version: BIG5_LATEST_VERSION,
  publishedAt: '2026-11-27',
  notes: [
    ...(RAW_PACK_2026_2.notes ?? []).slice(0, 1),
    t(
      `Statements the package left in English are translated by the team and not validated: ${TEAM_LOCALES.map((l) => `${l.name} (${RAW_PACK_2026_2.itemLocales?.find((p) => p.id === l.id)?.englishItems ?? 0} of ${IPIP_120_ITEMS.length})`).join(', ')}. Statements the package translated wrongly, corrected by the team: ${CORRECTED_LOCALES.join(', ') || 'none'}. Partial item languages: ${PARTIAL_ITEM_LOCALES.map((l) => l.name).join(', ') || 'none'}.`,
    ),
    t(
      "Each item language's title, instructions and scale labels are in big5/locales (translated, not validated); result text and archetypes are in the interface locales (en, th, es) only.",
    ),
    ...(RAW_PACK_2026_2.notes ?? []).slice(3),
  ],
  itemLocales: ITEM_LOCALES,
};

/** The newest big5 pack (2026.3). */
export const BIG5_PACK = definePack(RAW_PACK_2026_3, TRANSLATION_STAMPS);
