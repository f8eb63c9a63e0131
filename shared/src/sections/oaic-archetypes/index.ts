import { defineSection } from '../module';
import { oaicArchetypesMeta } from './meta';
import { ZOaicArchetypesAnswers, ZOaicArchetypesSetup } from './schema';
import { ZOaicArchetypesSummary } from './summary';
import { scoreOaicArchetypes } from './scorer';

export * from './schema';
export * from './summary';
export * from './scorer';
export { oaicArchetypesMeta } from './meta';

/** Culture profile (OAIC archetypes): the whole kind in one place (shared/src/sections/registry.ts lists it). */
export const oaicArchetypes = /* @__PURE__ */ defineSection({
  ...oaicArchetypesMeta,
  promptName: 'Culture profile',
  setup: ZOaicArchetypesSetup,
  answers: ZOaicArchetypesAnswers,
  summary: ZOaicArchetypesSummary,
  score: scoreOaicArchetypes,
  view: (input) => import('./view').then((m) => m.oaicArchetypesView(input)),
  packs: () => import('./content').then((m) => [m.OAIC_ARCHETYPES_PACK] as const),
  // Their own culture profile, without the company's.
  respondentSees: ['candidate_avg'],
});
