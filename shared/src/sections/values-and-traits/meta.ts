import { defineSectionMeta } from '../module';

/** What the values_and_traits section states about itself; no zod and no content, so any page may import it. */
export const valuesAndTraitsMeta = /* @__PURE__ */ defineSectionMeta({
  kind: 'values_and_traits',
  // spec part 2 §9.5: the allowance (300 s) is what the timer enforces; the spec's display minutes (10) disagree.
  allowanceSeconds: 300,
  countsTowardOverall: true,
  dimension: 'culture',
  answerDepth: 2,
  flagAwaitsReview: true,
});
