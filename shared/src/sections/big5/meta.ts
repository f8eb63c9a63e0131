import { defineSectionMeta } from '../module';

/** What the big5 section states about itself; no zod and no content, so any page may import it. */
export const big5Meta = /* @__PURE__ */ defineSectionMeta({
  kind: 'big5',
  allowanceSeconds: 600,
  countsTowardOverall: true,
  dimension: 'skill',
  answerDepth: 1,
  flagAwaitsReview: false,
});
