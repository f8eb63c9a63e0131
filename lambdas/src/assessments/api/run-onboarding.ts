import { AI_SETUP_PROGRESS_PART } from '@shared/routes';
import { defineStreamHandler } from '../../http/stream-handler';
import { loadOrCreateUser } from '../../accounts/repo';
import { runFirstAssessment } from '../onboarding';
import { progressWriter } from '../progress-writer';

/**
 * My Assessments' "generating your first assessment" (spec part 1 §2; part 2 §4 Onboarding TODO → COMPLETED):
 * streams progress while the first assessment is generated for the organisation type, then the onboarding record.
 */
export const runOnboarding = defineStreamHandler('runOnboarding', async ({ actor, now, sourceIp }, out) => {
  const user = await loadOrCreateUser(actor, now);
  return runFirstAssessment({ user, now, sourceIp, onProgress: progressWriter(out, AI_SETUP_PROGRESS_PART) });
});
