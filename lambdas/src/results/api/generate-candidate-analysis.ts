import { defineStreamHandler } from '../../http/stream-handler';
import { generateAnalysis } from '../analysis/generate-analysis';
import { loadAnalysisTarget } from '../analysis/repo';

/**
 * Write (or return the stored) AI analysis of a completed respondent, the summary and then the interview questions
 * streamed as they are written. Who may: exactly who may see the respondent's result (getCandidateResult).
 */
export const generateCandidateAnalysis = defineStreamHandler(
  'generateCandidateAnalysis',
  async ({ user, params, body, locale, now, sourceIp }, out) => {
    const target = await loadAnalysisTarget(user, params);
    return generateAnalysis({ target, regenerate: body.regenerate, locale, out, now, sourceIp });
  },
);
