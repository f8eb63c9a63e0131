import { defineSectionMeta } from '../module';

/** What the human_skills section states about itself; no zod and no content, so any page may import it. */
export const humanSkillsMeta = /* @__PURE__ */ defineSectionMeta({
  kind: 'human_skills',
  allowanceSeconds: 600,
  countsTowardOverall: true,
  dimension: 'skill',
  answerDepth: 1,
  flagAwaitsReview: false,
});
