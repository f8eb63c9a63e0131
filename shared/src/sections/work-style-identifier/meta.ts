import { defineSectionMeta } from '../module';

/** What the work_style_identifier section states about itself; no zod and no content, so any page may import it. */
export const workStyleMeta = /* @__PURE__ */ defineSectionMeta({
  kind: 'work_style_identifier',
  // spec part 2 §9.4: the only section the overall summary leaves out.
  allowanceSeconds: 300,
  countsTowardOverall: false,
  dimension: 'culture',
  answerDepth: 1,
  flagAwaitsReview: false,
});
