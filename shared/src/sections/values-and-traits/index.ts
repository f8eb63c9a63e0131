import { defineSection } from '../module';
import { valuesAndTraitsMeta } from './meta';
import { ZValuesAndTraitsAnswers, ZValuesAndTraitsSetup } from './schema';
import { ZValuesAndTraitsSummary } from './summary';
import { scoreValuesAndTraits } from './scorer';

export * from './schema';
export * from './summary';
export * from './scorer';
export { valuesAndTraitsMeta } from './meta';

/** Values and traits: the whole kind in one place (shared/src/sections/registry.ts lists it). */
export const valuesAndTraits = /* @__PURE__ */ defineSection({
  ...valuesAndTraitsMeta,
  promptName: 'Values and traits',
  setup: ZValuesAndTraitsSetup,
  answers: ZValuesAndTraitsAnswers,
  summary: ZValuesAndTraitsSummary,
  score: scoreValuesAndTraits,
  view: (input) => import('./view').then((m) => m.valuesAndTraitsView(input)),
  packs: () => import('./content').then((m) => [m.VALUES_AND_TRAITS_PACK] as const),
});
