import { defineSectionMeta } from '../module';

/** What the acceptable_behaviors section states about itself; no zod and no content, so any page may import it. */
export const acceptableBehaviorsMeta = /* @__PURE__ */ defineSectionMeta({
  kind: 'acceptable_behaviors',
  allowanceSeconds: 300,
  countsTowardOverall: true,
  dimension: 'culture',
  answerDepth: 1,
  flagAwaitsReview: false,
});
