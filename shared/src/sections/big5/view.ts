import { localize } from '../content-pack';
import type { SectionView } from '../view-types';
import {
  BIG5_LATEST_VERSION,
  BIG5_PACK_2026_1,
  big5FormItems,
  isBig5ItemLocale,
  loadItemLocales,
  type Big5FormId,
  type Big5Pack,
} from './content';
import { ZBig5Setup, type Big5Form } from './schema';

export const BIG5_FORM_IDS: Record<Big5Form, Big5FormId> = { '120': 'ipip_120', '50': 'ipip_50' };

/**
 * Group `items` of the template's form (plus `domains` and `facets`, the names a result shows) (120 by default; facet O6 never shown, spec: political opinion is not
 * collected for hiring), in the respondent's item language where the pack has it, else English; the 1-5 scale.
 * Which domain an item measures and how it is keyed stay on the server.
 * The newest pack (2026.3) is 2026.1 plus every item language (with the team's statements where the package left
 * some in English): the view takes 2026.1's content and loads the text of the one language it shows, not the others.
 */
export const big5View: SectionView = async ({ locale, setup, itemLocale }) => {
  const parsed = ZBig5Setup.safeParse(setup ?? {});
  const form = parsed.success ? parsed.data.form : '120';
  const wanted = isBig5ItemLocale(itemLocale) ? itemLocale : locale;
  const pack: Big5Pack = {
    ...BIG5_PACK_2026_1,
    version: BIG5_LATEST_VERSION,
    itemLocales: await loadItemLocales(BIG5_PACK_2026_1.items, wanted),
  };
  const items = big5FormItems(BIG5_FORM_IDS[form], { itemLocale: wanted }, pack);
  return {
    kind: 'big5',
    version: pack.version,
    title: localize(pack.title, locale),
    instructions: localize(pack.instructions, locale),
    groups: {
      items: items.map((i) => ({ id: i.id, text: i.shownText })),
      // The setup screen (no setup yet) also gets the short form, to answer a target profile on it.
      ...(setup === undefined
        ? {
            items_50: big5FormItems(BIG5_FORM_IDS['50'], { itemLocale: wanted }, pack).map((i) => ({
              id: i.id,
              text: i.shownText,
            })),
          }
        : {}),
      // Result labels: domains by their letter (N is shown as Emotional stability), facets by code, O6 left out.
      domains: pack.domains.map((d) => ({
        id: d.id,
        text: localize(d.name, locale),
        description: localize(d.description, locale),
      })),
      facets: pack.facets.filter((f) => f.hiringUse).map((f) => ({ id: f.id, text: localize(f.name, locale) })),
    },
    scale: pack.scale.map((s) => ({ value: s.value, label: localize(s.label, locale) })),
    item_locale: wanted,
    item_locales: (pack.itemLocales ?? []).map((l) => ({ id: l.id, name: l.name, partial: l.status === 'partial' })),
  };
};
