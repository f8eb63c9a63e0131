import { defineHandler } from '../../http/handler-factory';
import { loadAnalysisTarget, readAnalysis, toAnalysis } from '../analysis/repo';

/** The stored AI analysis of a respondent's current attempt with the decisions taken on it, or null. */
export const getCandidateAnalysis = defineHandler('getCandidateAnalysis', async ({ user, params }) => {
  const target = await loadAnalysisTarget(user, params);
  const item = await readAnalysis(target);
  return { analysis: item ? toAnalysis(item, target) : null };
});
