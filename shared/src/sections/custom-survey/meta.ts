import { defineSectionMeta } from '../module';

/** What the custom_survey section states about itself; no zod and no content, so any page may import it. */
export const customSurveyMeta = /* @__PURE__ */ defineSectionMeta({
  kind: 'custom_survey',
  allowanceSeconds: 600,
  countsTowardOverall: true,
  dimension: 'culture',
  answerDepth: 1,
  flagAwaitsReview: false,
});
