import { emailKey } from '@shared/accounts/email';
import { RACE_LOST, unlessRaceLost } from '../../common/conditional';
import { db } from '../../db/service';

/** Why SES says an address must not be mailed again: a permanent bounce or a complaint. */
export type SuppressionReason = 'bounce' | 'complaint';

export interface Suppression {
  email: string;
  reason: SuppressionReason;
  /** SES's bounce subtype or complaint feedback type, when it gave one. */
  detail?: string;
  feedbackId: string;
  at: string;
}

/** Whether the product's suppression list holds the address (any case: the key is the address's emailKey). */
export async function isSuppressed(email: string): Promise<boolean> {
  return !!(
    await db()
      .entities.mailSuppression.get({ emailKey: emailKey(email) })
      .go()
  ).data;
}

/**
 * Adds the address unless it is already on the list (a conditional create): the first event decides the reason,
 * and a redelivered or later event changes nothing. Answers whether this call added it.
 */
export async function suppressAddress(s: Suppression): Promise<'added' | 'already'> {
  const written = await unlessRaceLost(
    db()
      .entities.mailSuppression.create({
        emailKey: emailKey(s.email),
        reason: s.reason,
        ...(s.detail ? { detail: s.detail } : {}),
        feedbackId: s.feedbackId,
        suppressedAt: s.at,
      })
      .go(),
  );
  return written === RACE_LOST ? 'already' : 'added';
}
