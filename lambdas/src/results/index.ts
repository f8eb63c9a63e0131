/**
 * The face of lambdas/src/results: all that other contexts may import from it (docs/boundaries.md).
 * Generated from what they import; keep it to that.
 */
export { completeRespondent } from './completion';
export { eraseAccountWork } from './account-erasure';
export { eraseRespondentRecord } from './erase-respondent';
export { dataRequestLink } from './data-request';
export { sendDueCompletionMail } from './completion-notice';
export { scoreWrittenAnswers } from './human-skills-scoring';
export { scoreRespondent, sweepForSummaries } from './score-respondent';
export { autoSendResults } from './send-results';
export { announceRespondentEvents } from './webhook-events';
export { seedSampleAssessment } from './sample-assessment';
