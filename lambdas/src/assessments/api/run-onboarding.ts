import { AI_SETUP_PROGRESS_PART } from '@shared/routes/ai-setup-schemas';
import { defineStreamHandler } from '../../http/stream-handler';
import { runFirstAssessment } from '../onboarding';
import { progressWriter } from '../progress-writer';

/**
 * My Assessments' "generating your first assessment" (spec part 1 §2; part 2 §4 Onboarding TODO → COMPLETED):
 * streams progress while the first assessment is generated for the organisation type, then the onboarding record.
 */
export const runOnboarding = defineStreamHandler('runOnboarding', async ({ now, sourceIp, user }, out) => {
  return runFirstAssessment({ user, now, sourceIp, onProgress: progressWriter(out, AI_SETUP_PROGRESS_PART) });
});
