import { defineSection } from '../module';
import { VALUES_AND_TRAITS_PACK } from './content';
import { valuesAndTraitsMeta } from './meta';
import { ZValuesAndTraitsAnswers, ZValuesAndTraitsSetup } from './schema';
import { scoreValuesAndTraits } from './scorer';
import { valuesAndTraitsView } from './view';

export * from './schema';
export * from './scorer';
export { valuesAndTraitsMeta } from './meta';

/** Values and traits: the whole kind in one place (shared/src/sections/registry.ts lists it). */
export const valuesAndTraits = /* @__PURE__ */ defineSection({
  ...valuesAndTraitsMeta,
  promptName: 'Values and traits',
  setup: ZValuesAndTraitsSetup,
  answers: ZValuesAndTraitsAnswers,
  score: scoreValuesAndTraits,
  view: valuesAndTraitsView,
  packs: [VALUES_AND_TRAITS_PACK],
});
