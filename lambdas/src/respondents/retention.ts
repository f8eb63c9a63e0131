import { retentionCutoff } from '@shared/accounts/retention';
import { deferRetentionPolicy, dueRetentionPolicies } from '../accounts';
import { eraseRespondentRecord } from '../results';
import { assessmentsCreatedBy, respondentsOlderThan } from './sweep-store';

/** Respondents deleted per sweep round at most; an account with more is looked at again on the next round. */
export const RETENTION_BATCH = 25;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The retention period applied (docs/privacy.md "Retention"): for each account whose period is due, the respondents
 * of the assessments it created whose last answer is older than the period are deleted, each exactly as the
 * employer's delete does (results/erase-respondent.ts, reason 'retention'). An account with nothing left is looked at
 * again a day later; one cut short by the batch, on the next round. Returns how many respondents were deleted.
 */
export async function purgeExpiredRespondents(now: Date): Promise<number> {
  let erased = 0;
  for (const policy of await dueRetentionPolicies(now, 5)) {
    const cutoff = retentionCutoff(now, policy.months);
    let done = true;
    for (const assessment of await assessmentsCreatedBy(policy.email)) {
      const left = RETENTION_BATCH - erased;
      if (left <= 0) {
        done = false;
        break;
      }
      const old = await respondentsOlderThan(assessment.id, cutoff, left + 1);
      if (old.length > left) done = false;
      for (const respondent of old.slice(0, left)) {
        await eraseRespondentRecord({ assessment, respondent, reason: 'retention', actor: 'retention', now });
        erased++;
      }
    }
    if (done) await deferRetentionPolicy(policy, new Date(now.getTime() + DAY_MS).toISOString());
  }
  return erased;
}
