import { defineSectionMeta } from '../module';

/** What the acceptable_behaviors section states about itself; no zod and no content, so any page may import it. */
export const acceptableBehaviorsMeta = defineSectionMeta({
  kind: 'acceptable_behaviors',
  allowanceSeconds: 300,
  statedMinutes: 5,
  promptName: 'Acceptable behaviours',
  countsTowardOverall: true,
  dimension: 'culture',
  answerDepth: 1,
});
