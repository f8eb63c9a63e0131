/**
 * The face of lambdas/src/assessments: all that other contexts may import from it (docs/boundaries.md).
 * Generated from what they import; keep it to that.
 */
export { moveGuestWork } from './guest-work';
export {
  assertCreator,
  contentVersions,
  isVisibleTo,
  loadVisibleAssessment,
  sectionsOf,
  type AssessmentItem,
} from './repo';
