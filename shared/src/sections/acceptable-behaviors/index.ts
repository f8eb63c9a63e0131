import { defineSection } from '../module';
import { acceptableBehaviorsMeta } from './meta';
import { ZAcceptableBehaviorsAnswers, ZAcceptableBehaviorsSetup } from './schema';
import { ZAcceptableBehaviorsSummary } from './summary';
import { scoreAcceptableBehaviors } from './scorer';

export * from './schema';
export * from './summary';
export * from './scorer';
export { acceptableBehaviorsMeta } from './meta';

/** Acceptable behaviours: the whole kind in one place (shared/src/sections/registry.ts lists it). */
export const acceptableBehaviors = /* @__PURE__ */ defineSection({
  ...acceptableBehaviorsMeta,
  promptName: 'Acceptable behaviours',
  setup: ZAcceptableBehaviorsSetup,
  answers: ZAcceptableBehaviorsAnswers,
  summary: ZAcceptableBehaviorsSummary,
  score: scoreAcceptableBehaviors,
  view: (input) => import('./view').then((m) => m.acceptableBehaviorsView(input)),
  packs: () => import('./content').then((m) => [m.ACCEPTABLE_BEHAVIORS_PACK] as const),
});
