import { localize } from '../content-pack';
import type { SectionView } from '../view-types';
import { VALUES_AND_TRAITS_PACK } from './content';
import { VALUE_ALIGNMENT_VERSIONS } from './value-alignment';
import { ZValuesAndTraitsAnswers } from './schema';

/**
 * Groups `values` and `traits` (and, on the setup screen, `value_sets`: the enabled value alignment sets). With the company's answers only the items the company rated are put to
 * the respondent (spec part 1 §3 sample: 8 values, 10 traits).
 */
export const valuesAndTraitsView: SectionView = ({ locale, company }) => {
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
  return {
    kind: 'values_and_traits',
    version: pack.version,
    groups: {
      values: pack.defining_your_values.items
        .filter((i) => keepValue(i.id))
        .map((i) => ({ id: i.id, text: localize(i.label, locale) })),
      traits: pack.identifying_key_traits.items
        .filter((i) => keepTrait(i.id))
        .map((i) => ({ id: i.id, text: localize(i.label, locale) })),
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
