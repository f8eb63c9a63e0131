import { defineSectionMeta } from '../module';

/** What the oaic_archetypes section states about itself; no zod and no content, so any page may import it. */
export const oaicArchetypesMeta = /* @__PURE__ */ defineSectionMeta({
  kind: 'oaic_archetypes',
  // spec part 2 §9.5: the allowance (600 s) is what the timer enforces; the spec's display minutes (about 5) disagree.
  allowanceSeconds: 600,
  countsTowardOverall: true,
  dimension: 'culture',
  answerDepth: 1,
  flagAwaitsReview: true,
});
