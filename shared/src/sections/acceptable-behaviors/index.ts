import { defineSection } from '../module';
import { ACCEPTABLE_BEHAVIORS_PACK } from './content';
import { acceptableBehaviorsMeta } from './meta';
import { ZAcceptableBehaviorsAnswers, ZAcceptableBehaviorsSetup } from './schema';
import { scoreAcceptableBehaviors } from './scorer';
import { acceptableBehaviorsView } from './view';

export * from './schema';
export * from './scorer';
export { acceptableBehaviorsMeta } from './meta';

/** Acceptable behaviours: the whole kind in one place (shared/src/sections/registry.ts lists it). */
export const acceptableBehaviors = /* @__PURE__ */ defineSection({
  ...acceptableBehaviorsMeta,
  promptName: 'Acceptable behaviours',
  setup: ZAcceptableBehaviorsSetup,
  answers: ZAcceptableBehaviorsAnswers,
  score: scoreAcceptableBehaviors,
  view: acceptableBehaviorsView,
  packs: [ACCEPTABLE_BEHAVIORS_PACK],
});
