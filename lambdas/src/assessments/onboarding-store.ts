import type { EntityItem } from 'electrodb';
import { emailKey } from '@shared/accounts/email';
import { db } from '../db/service';
import type { OnboardingEntity } from '../db/entities/onboarding';
import { isConditionFailure } from '../common/conditional';

/** The onboarding record of a user who asked at sign-up for a first assessment (spec part 2 §3 onboarding). */
export type OnboardingItem = EntityItem<typeof OnboardingEntity>;

/** The user's onboarding record, read consistently; null when they asked for none. */
export async function readOnboarding(email: string): Promise<OnboardingItem | null> {
  const { data } = await db()
    .entities.onboarding.get({ emailKey: emailKey(email) })
    .go({ consistent: true });
  return data;
}

/**
 * Takes the generation's lease (RUNNING until `leaseUntil`, one more run counted) if the record is TODO or its
 * RUNNING lease ran out by `at`; false when another trigger holds it.
 */
export async function takeOnboardingLease(
  key: string,
  leaseId: string,
  leaseUntil: string,
  at: string,
): Promise<boolean> {
  try {
    await db()
      .entities.onboarding.patch({ emailKey: key })
      .set({ status: 'RUNNING', lease_id: leaseId, lease_until: leaseUntil, updated_at: at })
      .add({ runs: 1 })
      .where(
        (a, op) => `${op.eq(a.status, 'TODO')} OR (${op.eq(a.status, 'RUNNING')} AND ${op.lte(a.lease_until, at)})`,
      )
      .go();
    return true;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return false;
  }
}

/**
 * Marks the record completed, its lease released, if our lease still holds; a run that took over after ours ran out
 * completes it instead, and its completion stands.
 */
export async function completeOnboardingRecord(
  key: string,
  leaseId: string,
  done: Pick<OnboardingItem, 'status' | 'action_url'>,
  at: string,
): Promise<void> {
  try {
    await db()
      .entities.onboarding.patch({ emailKey: key })
      .set({ status: done.status, action_url: done.action_url, completed_at: at, updated_at: at })
      .remove(['lease_id', 'lease_until'])
      .where((a, op) => `${op.eq(a.status, 'RUNNING')} AND ${op.eq(a.lease_id, leaseId)}`)
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * Claims the "first assessment ready" e-mail of a COMPLETED record: `send_result_at` is set (and `sendmail`) only if
 * it was not, so however many runs and retries finish, one of them sends it. False when another claimed it first.
 */
export async function claimReadyMail(key: string, at: string): Promise<boolean> {
  try {
    await db()
      .entities.onboarding.patch({ emailKey: key })
      .set({ sendmail: true, send_result_at: at, updated_at: at })
      .where((a, op) => `${op.eq(a.status, 'COMPLETED')} AND ${op.notExists(a.send_result_at)}`)
      .go();
    return true;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return false;
  }
}

/** The claimed e-mail could not be sent: the claim is given back, so the next trigger tries again. */
export async function releaseReadyMail(key: string, at: string): Promise<void> {
  await db()
    .entities.onboarding.patch({ emailKey: key })
    .set({ sendmail: false, updated_at: at })
    .remove(['send_result_at'])
    .where((a, op) => op.eq(a.send_result_at, at))
    .go()
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error;
    });
}
