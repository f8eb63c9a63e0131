import { definePack, t, type Attribution, type PackMeta, type PackText } from '../content-pack';
import { pickArchetype } from './archetype-rule';
import { ARCHETYPES_1 } from './archetypes-1';
import { ARCHETYPES_2 } from './archetypes-2';
import type { Big5Archetype, DomainBands } from './archetypes-types';
import { itemTextIn, type Big5ItemLocale, type Big5ItemLocaleInfo } from './item-locales';
import { IPIP_120_ITEMS, IPIP_50_ITEM_IDS, type Big5Item } from './items';
import { DOMAIN_RESULTS } from './results-domains';
import { FACET_RESULTS_AC } from './results-facets-ac';
import { FACET_RESULTS_NEO } from './results-facets-neo';
import type { DomainResultText, FacetResultText } from './results-types';
import { TRANSLATION_STAMPS } from './translation-stamps';

export * from './archetypes-types';
export * from './item-locales';
export * from './items';
export * from './results-types';

export type Big5FormId = 'ipip_120' | 'ipip_50';

export interface Big5Pack extends PackMeta<'big5'> {
  readonly title: PackText;
  readonly instructions: PackText;
  /** Answer scale 1-5 (plus-keyed scoring; minus-keyed items are reversed when scored). */
  readonly scale: readonly { readonly value: 1 | 2 | 3 | 4 | 5; readonly label: PackText }[];
  readonly items: readonly Big5Item[];
  /** Item ids per form, in presentation order. */
  readonly forms: Readonly<Record<Big5FormId, readonly string[]>>;
  readonly domains: readonly DomainResultText[];
  readonly facets: readonly FacetResultText[];
  readonly archetypes: readonly Big5Archetype[];
  /**
   * Respondent languages for the items (from 2026.2): every locale @bigfive-org/questions ships, with
   * the translated text of those outside en/th/es (from 2026.3 with the team's statements where the package left
   * some in English) and which languages are partial. Absent in 2026.1,
   * whose items exist in en, th and es only.
   */
  readonly itemLocales?: readonly Big5ItemLocaleInfo[];
}

export const BIG5_ATTRIBUTION: readonly Attribution[] = [
  {
    work: 'IPIP-NEO-120 items',
    author: 'International Personality Item Pool (Goldberg et al., 2006); 120-item form by J. A. Johnson (2014)',
    licence: 'Public domain',
    url: 'https://ipip.ori.org',
    use: 'items copied; some translations corrected (translation-fixes.ts)',
  },
  {
    work: '@bigfive-org/questions 1.3.3 (item data and community th/es translations)',
    author: 'B5 Holding AS and contributors',
    licence: 'MIT (Copyright (c) 2024 B5 Holding AS)',
    url: 'https://github.com/Alheimsins/b5-johnson-120-ipip-neo-pi-r',
    use: 'copied into ipip-120-items.ts by scripts/generate-big5-items.ts',
  },
  {
    work: 'Measuring thirty facets of the Five Factor Model with a 120-item public domain inventory',
    author: 'J. A. Johnson (2014), Journal of Research in Personality 51, 78-89',
    licence: 'Citation',
    use: 'form design and facet structure',
  },
];

/** Published 2026.1: items in en, th and es. Never edit (content-registry.test.ts pins its hash). */
export const RAW_PACK_2026_1: Big5Pack = {
  kind: 'big5',
  version: '2026.1',
  publishedAt: '2026-11-22',
  attribution: BIG5_ATTRIBUTION,
  notes: [
    t(
      'Thai and Spanish item translations are community translations and have not been validated; a few clear errors were corrected.',
    ),
    t(
      'Facet O6 (liberalism) asks about politics: its items are marked hiringUse: false and are not shown or scored in hiring.',
    ),
    t(
      'Neuroticism is presented as Emotional stability (reversed). Result text and archetypes are written in-house for workplace use.',
    ),
    t('The 50-item form scores the five domains only; Johnson norms apply to the 120-item form.'),
  ],
  title: t('Personality (Big Five)', 'บุคลิกภาพ (Big Five)', 'Personalidad (Big Five)'),
  instructions: t(
    'Describe yourself as you generally are now, not as you wish to be. Read each statement and choose how accurately it describes you.',
    'อธิบายตัวคุณตามที่เป็นอยู่โดยทั่วไปในปัจจุบัน ไม่ใช่ตามที่อยากเป็น อ่านแต่ละข้อความแล้วเลือกว่าข้อความนั้นตรงกับตัวคุณมากน้อยเพียงใด',
    'Descríbete tal como eres en general ahora, no como te gustaría ser. Lee cada afirmación y elige hasta qué punto te describe.',
  ),
  scale: [
    { value: 1, label: t('Very inaccurate', 'ไม่ตรงกับฉันเลย', 'Muy inexacto') },
    { value: 2, label: t('Moderately inaccurate', 'ไม่ค่อยตรงกับฉัน', 'Bastante inexacto') },
    { value: 3, label: t('Neither accurate nor inaccurate', 'ไม่แน่ใจ', 'Ni exacto ni inexacto') },
    { value: 4, label: t('Moderately accurate', 'ค่อนข้างตรงกับฉัน', 'Bastante exacto') },
    { value: 5, label: t('Very accurate', 'ตรงกับฉันมาก', 'Muy exacto') },
  ],
  items: IPIP_120_ITEMS,
  forms: {
    ipip_120: IPIP_120_ITEMS.map((item) => item.id),
    ipip_50: IPIP_50_ITEM_IDS,
  },
  domains: DOMAIN_RESULTS,
  facets: [...FACET_RESULTS_NEO, ...FACET_RESULTS_AC],
  archetypes: [...ARCHETYPES_1, ...ARCHETYPES_2],
};

export const BIG5_PACK_2026_1 = definePack(RAW_PACK_2026_1, TRANSLATION_STAMPS);

/**
 * The newest published version (2026.3, in pack-2026-3.ts): 2026.1 plus the item text in every language of the
 * package (2026.2) and the team's statements where the package left some in English (2026.3), so what a screen
 * shows besides the item text is 2026.1's. content-registry.test.ts checks it is the newest.
 */
export const BIG5_LATEST_VERSION = '2026.3';

/**
 * What scripts/stamp-translations.ts stamps: every translated text of the packs is in 2026.1 (2026.2 added the
 * package's item languages, which are copied, not stamped).
 */
export const RAW_PACK = RAW_PACK_2026_1;

/** A form item with the text a respondent sees. */
export interface Big5FormItem extends Big5Item {
  /** The item text in the requested respondent language, or the English when it has no translation. */
  readonly shownText: string;
  /** The language of `shownText`: the requested one, or 'en' when it fell back. */
  readonly shownLocale: Big5ItemLocale;
}

/**
 * The items of a form, in order. `hiring` (default true) drops items not for hiring use (facet O6),
 * so the hiring 120-item form has 116 items. `itemLocale` (default 'en') is the respondent language
 * of the item text; items without a translation in it (or a pack without that language) show English.
 * The items and forms are the same in every version; the languages beyond en, th and es are in a pack that has
 * them (`BIG5_PACK` of pack-2026-3.ts, or the view's, with the one language it loaded).
 */
export function big5FormItems(
  form: Big5FormId,
  { hiring = true, itemLocale = 'en' }: { hiring?: boolean; itemLocale?: Big5ItemLocale } = {},
  pack: Big5Pack = BIG5_PACK_2026_1,
): Big5FormItem[] {
  const byId = new Map(pack.items.map((item) => [item.id, item]));
  return pack.forms[form].flatMap((id) => {
    const item = byId.get(id);
    if (!item || (hiring && !item.hiringUse)) return [];
    const shown = itemTextIn(item, itemLocale, pack.itemLocales);
    return [{ ...item, shownText: shown.text, shownLocale: shown.locale }];
  });
}

/** One item's text in a respondent language, falling back to English; undefined for an unknown item id. */
export function big5ItemText(itemId: string, itemLocale: Big5ItemLocale, pack: Big5Pack): string | undefined {
  const item = pack.items.find((i) => i.id === itemId);
  return item && itemTextIn(item, itemLocale, pack.itemLocales).text;
}

/** The workplace archetype for a profile of domain bands (displayed scale). */
export function big5Archetype(bands: DomainBands, pack: Big5Pack = BIG5_PACK_2026_1): Big5Archetype {
  return pickArchetype(bands, pack.archetypes);
}
