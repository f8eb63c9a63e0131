import { personKey, personStoreKey } from '@shared/accounts/email';
import { REFERRAL_REWARDS_PER_MONTH, REFERRAL_REWARDS_PER_REFERRER_PER_MONTH } from '@shared/constants/referral';
import { advanceReferral, referralRewardEventId, type ReferralEvent } from '@shared/credits';
import { deploymentBudgetReached } from '../common/budget-metric';
import { withinMonthlyCap } from '../common/daily-cap';
import { errorFields, logger } from '../common/logger';
import { grantCredits } from './ledger';
import { loadReferral, markReferralEarned, moveReferralStatus, toDomainReferral } from './referral-store';
import { movementRecorded } from './credit-balance-store';

/**
 * The friend created an assessment (spec part 2 §4 statuses): the referral moves to assessment created. No credits
 * yet: the spec pays both sides here (§9.2), but ours pays only for real use (`rewardReferralForRealUse`), since an
 * empty assessment costs a throw-away account nothing (docs/abuse.md "Credits").
 */
export async function referralAssessmentCreated(friendEmail: string, now: Date): Promise<void> {
  const stored = await loadReferral(friendEmail);
  if (!stored) return;
  const { referral } = advanceReferral(toDomainReferral(stored), 'assessment_created');
  if (referral.status === stored.status) return;
  // Refused when another request moved it first: nothing more to do.
  await moveReferralStatus(stored.friendKey, stored.status, referral.status, now);
}

/**
 * The friend's first real use (a respondent other than the friend completed one of the friend's assessments and
 * its credit was paid, or the friend paid through Stripe): both sides earn 10 free credits (spec part 2 §9.2) and
 * the referral's credits move from pending to earned (§4). The referrer earns at most
 * REFERRAL_REWARDS_PER_REFERRER_PER_MONTH rewards a month; past that the friend is still rewarded. Past the
 * deployment's REFERRAL_REWARDS_PER_MONTH nobody is paid and the referral waits (the metric tells the operator). Each side's
 * credits are one ledger event (`referral#<referrer>#<friend>#<side>`, by person), added once whatever happens;
 * the referral is then marked earned with a write conditional on it still being pending. The referrer's monthly
 * count is taken only while their side has not been granted, so a retry after a failure counts it once.
 */
export async function rewardReferralForRealUse(friendEmail: string, now: Date): Promise<void> {
  const stored = await loadReferral(friendEmail);
  if (!stored || stored.credits === 'earned' || stored.status === 'pending') return;
  const domain = toDomainReferral(stored);
  const referrerEvent = referralRewardEventId(domain.referrer, domain.email, 'referrer');
  const friendEvent = referralRewardEventId(domain.referrer, domain.email, 'friend');
  const [alreadyPaid, friendPaid] = await Promise.all([movementRecorded(referrerEvent), movementRecorded(friendEvent)]);
  // The deployment's monthly budget of rewards, counted once per referral (a retry finds a side already paid).
  if (
    !alreadyPaid &&
    !friendPaid &&
    !(await withinMonthlyCap('referral-reward#all', REFERRAL_REWARDS_PER_MONTH, now))
  ) {
    deploymentBudgetReached('referral-reward#all', now);
    return;
  }
  const referrerCapped =
    !alreadyPaid &&
    !(await withinMonthlyCap(
      `referral-reward#${personStoreKey(domain.referrer)}`,
      REFERRAL_REWARDS_PER_REFERRER_PER_MONTH,
      now,
    ));
  const { referral, rewards } = advanceReferral(domain, 'real_use' satisfies ReferralEvent, { referrerCapped });
  if (rewards.length === 0) return;
  for (const reward of rewards) {
    await grantCredits({
      email: reward.email,
      eventId: referralRewardEventId(referral.referrer, referral.email, reward.side),
      credits: reward.credits,
      type: 'referral',
      variables: { referrer: referral.referrer, friend: referral.email },
      now,
    });
  }
  // Refused when another request marked it first: its credits are the same ledger events, added once.
  await markReferralEarned(stored.friendKey, referral, now);
}

/**
 * A completed respondent is real use of the assessment's creator when the respondent is someone else (not the
 * creator under any spelling of their address) and the completion was paid, not held.
 */
export function isRealUse(creator: string, respondentEmail: string, held: boolean): boolean {
  return !held && personKey(creator) !== personKey(respondentEmail);
}

/**
 * The hooks of the handlers (assessment created, completion written, payment received): the main write is done,
 * so a failure here is logged and not shown; the referral stays as it was and the next event finishes it.
 */
export async function referralEventSafely(
  event: Extract<ReferralEvent, 'assessment_created' | 'real_use'>,
  friendEmail: string,
  now: Date,
): Promise<void> {
  try {
    if (event === 'assessment_created') await referralAssessmentCreated(friendEmail, now);
    else await rewardReferralForRealUse(friendEmail, now);
  } catch (err) {
    logger.error('referral update failed', { event, error: errorFields(err) });
  }
}
