import { defineHandler } from '../../http/handler-factory';
import { loadAnalysisTarget, readAnalysis, toAnalysis } from '../analysis/repo';

/** The stored AI analysis of a respondent's current attempt with the decisions taken on it, or null. */
export const getCandidateAnalysis = defineHandler('getCandidateAnalysis', async ({ actor, params, now }) => {
  const target = await loadAnalysisTarget(actor, params, now);
  const item = await readAnalysis(target);
  return { analysis: item ? toAnalysis(item, target) : null };
});
