/**
 * The face of lambdas/src/sections: all that other contexts may import from it (docs/boundaries.md).
 * Generated from what they import; keep it to that.
 */
export {
  parseChangedItems,
  parseRespondentAnswers,
  saveCompanySection,
  scoreSectionOf,
  serverSection,
  setupState,
} from './registry';
