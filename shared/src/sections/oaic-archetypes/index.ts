import { defineSection } from '../module';
import { OAIC_ARCHETYPES_PACK } from './content';
import { oaicArchetypesMeta } from './meta';
import { ZOaicArchetypesAnswers, ZOaicArchetypesSetup } from './schema';
import { scoreOaicArchetypes } from './scorer';
import { oaicArchetypesView } from './view';

export * from './schema';
export * from './scorer';
export { oaicArchetypesMeta } from './meta';

/** Culture profile (OAIC archetypes): the whole kind in one place (shared/src/sections/registry.ts lists it). */
export const oaicArchetypes = /* @__PURE__ */ defineSection({
  ...oaicArchetypesMeta,
  promptName: 'Culture profile',
  setup: ZOaicArchetypesSetup,
  answers: ZOaicArchetypesAnswers,
  score: scoreOaicArchetypes,
  view: oaicArchetypesView,
  packs: [OAIC_ARCHETYPES_PACK],
});
