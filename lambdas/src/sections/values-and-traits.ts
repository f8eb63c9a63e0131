import * as z from '@shared/zod-mini';
import { VALUES_AND_TRAITS_PACK } from '@shared/sections/values-and-traits/content';
import {
  ZValuesAndTraitsAnswers,
  ZValuesAndTraitsSetup,
  type ValuesAndTraitsAnswers,
} from '@shared/sections/values-and-traits/schema';
import { isCustomItemId } from '@shared/sections/custom-items';
import { scoreValuesAndTraits } from '@shared/sections/values-and-traits/scorer';
import { VALUE_ALIGNMENT_VERSIONS, valueAlignmentItems } from '@shared/sections/values-and-traits/value-alignment';
import { defineServerSection } from './server-section';

const VALUE_IDS = new Set(VALUES_AND_TRAITS_PACK.defining_your_values.items.map((i) => i.id));
const TRAIT_IDS = new Set(VALUES_AND_TRAITS_PACK.identifying_key_traits.items.map((i) => i.id));

/**
 * Ratings may only name items of the content pack or the company's own items of the setup (spec part 1 §3
 * `values_and_traits_custom_fields`), so nothing unscorable is stored.
 */
function knownAnswers(setup: unknown) {
  const parsed = ZValuesAndTraitsSetup.safeParse(setup);
  const ownValues = new Set(parsed.success ? parsed.data.custom_values.map((v) => v.id) : []);
  const ownTraits = new Set(parsed.success ? parsed.data.custom_traits.map((v) => v.id) : []);
  return ZValuesAndTraitsAnswers.check(
    z.superRefine((a, ctx) => {
      for (const id of Object.keys(a.defining_your_values)) {
        if (!VALUE_IDS.has(id) && !ownValues.has(id))
          ctx.addIssue({ code: 'custom', path: ['defining_your_values', id], message: `Unknown value ${id}` });
      }
      for (const id of Object.keys(a.identifying_key_traits)) {
        if (!TRAIT_IDS.has(id) && !ownTraits.has(id))
          ctx.addIssue({ code: 'custom', path: ['identifying_key_traits', id], message: `Unknown trait ${id}` });
      }
    }),
  );
}

/** The setup names an enabled value set, and every value it places belongs to that set (spec part 1 §3 "Value alignment"). */
const ZVersionedSetup = ZValuesAndTraitsSetup.check(
  z.superRefine((s, ctx) => {
    if (s.version === undefined) return;
    if (!VALUE_ALIGNMENT_VERSIONS.some((v) => v.id === s.version && v.enabled)) {
      ctx.addIssue({ code: 'custom', path: ['version'], message: `Unknown value set ${s.version}` });
      return;
    }
    const inSet = new Set(valueAlignmentItems(s.version).map((i) => i.id));
    for (const category of ['core_values', 'permission_to_play', 'moderately_important', 'non_essential'] as const) {
      for (const id of s[category])
        if (!inSet.has(id) && !isCustomItemId(id))
          ctx.addIssue({ code: 'custom', path: [category], message: `Value ${id} is not in ${s.version}` });
    }
  }),
);

const EMPTY: ValuesAndTraitsAnswers = { defining_your_values: {}, identifying_key_traits: {} };
const rated = (r: Record<string, number>) => Object.values(r).some((v) => v > 0);

export const valuesAndTraits = defineServerSection({
  kind: 'values_and_traits',
  save: ({ setup, company }) => {
    const s = setup === undefined ? undefined : ZVersionedSetup.parse(setup);
    return { setup: s, company: knownAnswers(s).parse(company) };
  },
  ready: (_setup, company) => {
    const parsed = ZValuesAndTraitsAnswers.safeParse(company);
    return parsed.success && rated(parsed.data.defining_your_values) && rated(parsed.data.identifying_key_traits);
  },
  respondentAnswers: knownAnswers,
  score: (setup, company, respondent) =>
    scoreValuesAndTraits({
      setup: setup === undefined ? undefined : ZValuesAndTraitsSetup.parse(setup),
      company: ZValuesAndTraitsAnswers.parse(company),
      // A respondent who ran out of time before saving anything is scored on nothing (a low score, not an error).
      candidate: z.catch(ZValuesAndTraitsAnswers, EMPTY).parse(respondent ?? EMPTY),
    }),
});
