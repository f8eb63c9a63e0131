import { defineHandler } from '../../http/handler-factory';
import { appendDecision, loadAnalysisTarget, toAnalysis } from '../analysis/repo';

/**
 * A person's hiring decision beside the AI recommendation, with a reason (a human decision is always possible;
 * EU AI Act). The AI recommendation is kept as written; each decision is appended, never overwriting earlier ones.
 */
export const overrideCandidateAnalysis = defineHandler(
  'overrideCandidateAnalysis',
  async ({ user, params, body, now, sourceIp, userAgent }) => {
    const target = await loadAnalysisTarget(user, params);
    const saved = await appendDecision(
      target,
      { recommendation: body.recommendation, reason: body.reason, by: target.user.email },
      { sourceIp, userAgent },
      now,
    );
    return toAnalysis(saved, target);
  },
);
