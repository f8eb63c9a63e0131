import { localize } from '../content-pack';
import type { SectionView } from '../view-types';
import { VALUES_AND_TRAITS_PACK } from './content';
import { VALUE_ALIGNMENT_VERSIONS } from './value-alignment';
import { customItemTexts } from '../custom-items';
import { ZValuesAndTraitsAnswers } from './schema';

/**
 * Groups `values` and `traits` (and, on the setup screen, `value_sets`: the enabled value alignment sets). With the company's answers only the items the company rated are put to
 * the respondent (spec part 1 §3 sample: 8 values, 10 traits). With the setup, the company's own values and traits
 * come first, their text as the company wrote it (in whatever language), whatever the respondent's language.
 */
export const valuesAndTraitsView: SectionView = ({ locale, setup, company }) => {
  const pack = VALUES_AND_TRAITS_PACK;
  const rated = ZValuesAndTraitsAnswers.safeParse(company);
  const keep = (ratings: Record<string, number> | undefined) => {
    if (!ratings) return () => true;
    const ids = new Set(
      Object.entries(ratings)
        .filter(([, v]) => v > 0)
        .map(([id]) => id),
    );
    return (id: string) => ids.has(id);
  };
  const keepValue = keep(rated.success ? rated.data.defining_your_values : undefined);
  const keepTrait = keep(rated.success ? rated.data.identifying_key_traits : undefined);
  const own = (field: 'custom_values' | 'custom_traits') =>
    [...customItemTexts(setup, [field])].map(([id, text]) => ({ id, text }));
  return {
    kind: 'values_and_traits',
    version: pack.version,
    groups: {
      values: [
        ...own('custom_values'),
        ...pack.defining_your_values.items.map((i) => ({ id: i.id, text: localize(i.label, locale) })),
      ].filter((i) => keepValue(i.id)),
      traits: [
        ...own('custom_traits'),
        ...pack.identifying_key_traits.items.map((i) => ({ id: i.id, text: localize(i.label, locale) })),
      ].filter((i) => keepTrait(i.id)),
      // The value alignment sets a company can build on (spec part 1 §3 "Value alignment"), newest first.
      ...(company === undefined
        ? {
            value_sets: [...VALUE_ALIGNMENT_VERSIONS]
              .reverse()
              .filter((v) => v.enabled)
              .map((v) => ({ id: v.id, text: v.name })),
          }
        : {}),
    },
  };
};
