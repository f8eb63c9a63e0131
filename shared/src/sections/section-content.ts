import type { Locale } from '../i18n/locale';
import type { SectionContent } from '../routes/schemas';
import { localize } from './content-pack';
import type { SectionKind } from './kinds';
import { VALUES_AND_TRAITS_PACK } from './values-and-traits/content';

/** Only these item ids are shown (e.g. the values the company chose); absent = all. */
export type ContentFilter = Partial<Record<string, readonly string[]>>;

/**
 * The localized content of a section as screens show it. Answer keys never appear here.
 * Kinds whose content pack is not yet served return undefined.
 */
export function sectionContent(kind: SectionKind, locale: Locale, filter: ContentFilter = {}): SectionContent | undefined {
  if (kind === 'values_and_traits') {
    const pack = VALUES_AND_TRAITS_PACK;
    const pick = <T extends { id: string; label: Parameters<typeof localize>[0] }>(items: readonly T[], group: string) => {
      const allowed = filter[group];
      const chosen = allowed ? items.filter((i) => allowed.includes(i.id)) : items;
      return chosen.map((i) => ({ id: i.id, text: localize(i.label, locale) }));
    };
    return {
      kind,
      version: pack.version,
      groups: {
        values: pick(pack.defining_your_values.items, 'values'),
        traits: pick(pack.identifying_key_traits.items, 'traits'),
      },
    };
  }
  return undefined;
}
