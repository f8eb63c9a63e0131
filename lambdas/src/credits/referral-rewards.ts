import { errorFields, logger } from '../shared/logger';
import { advanceReferral, referralRewardEventId } from '@shared/credits';
import { db } from '../db/service';
import { isConditionFailure } from '../shared/conditional';
import { grantCredits } from './ledger';
import { loadReferral, toDomainReferral } from './referrals';

/**
 * Spec part 2 §9.2: when a referred friend creates an assessment, both the referrer and the friend earn 10 free
 * credits, and the referral's credits move from pending to earned (§4). Each side's credits are one ledger event
 * (`referral#<referrer>#<friend>#<side>`), added once whatever happens; the referral is then marked earned with a
 * write conditional on it still being pending. A retry after a failure between the two re-grants nothing and
 * finishes the mark; two assessments created at once reward once.
 */
export async function rewardReferralOnAssessment(friendEmail: string, now: Date): Promise<void> {
  const stored = await loadReferral(friendEmail);
  if (!stored || stored.credits === 'earned') return;
  const { referral, rewards } = advanceReferral(toDomainReferral(stored), 'assessment_created');
  if (rewards.length === 0) return;
  for (const side of ['referrer', 'friend'] as const) {
    const email = side === 'referrer' ? referral.referrer : referral.email;
    await grantCredits({
      email,
      eventId: referralRewardEventId(referral.referrer, referral.email, side),
      credits: referral.credits_earned,
      type: 'referral',
      variables: { referrer: referral.referrer, friend: referral.email },
      now,
    });
  }
  const at = now.toISOString();
  try {
    await db()
      .entities.referral.patch({ friendKey: stored.friendKey })
      .set({ status: referral.status, credits: referral.credits, credits_earned: referral.credits_earned, earned_at: at, updated_at: at })
      .where((a, op) => op.eq(a.credits, 'pending'))
      .go();
  } catch (err) {
    // Another request marked it first: its credits are the same ledger events, added once.
    if (!isConditionFailure(err)) throw err;
  }
}

/**
 * The assessment handler's hook: the draft is already written, so a failure here is logged and not shown; the
 * referral stays pending and the friend's next assessment completes the reward.
 */
export async function rewardReferralSafely(friendEmail: string, now: Date): Promise<void> {
  try {
    await rewardReferralOnAssessment(friendEmail, now);
  } catch (err) {
    logger.error('referral reward failed', { error: errorFields(err) });
  }
}
