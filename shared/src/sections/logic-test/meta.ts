import { defineSectionMeta } from '../module';

/** What the logic_test section states about itself; no zod and no content, so any page may import it. */
export const logicTestMeta = /* @__PURE__ */ defineSectionMeta({
  kind: 'logic_test',
  allowanceSeconds: 600,
  countsTowardOverall: true,
  dimension: 'skill',
  answerDepth: 2,
  flagAwaitsReview: false,
});
