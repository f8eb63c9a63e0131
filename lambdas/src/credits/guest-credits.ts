import { advancedCreditsRemaining } from '@shared/credits';
import { db } from '../db/service';
import { transactWrite } from '../db/transact';
import { grantCredits } from './ledger';
import { personalQuotaKey, toDomainQuota } from './quota-store';
import { releaseHeldResults } from './held-results';

/**
 * A verified guest's credits (spec part 2 §4 "Guest to registered user": quotas and history transfer). The
 * credits it was given on top of the free ones (coupons, referral rewards) are added to the account once, under
 * the event `transfer#<guest>`; its history rows are copied to the account's history; results held on the
 * guest's quota wait on the account's instead and open if it has credits. The free allowance does not move:
 * the account has its own. Each step is keyed, so a retry or a concurrent request moves everything once.
 */
export async function moveGuestCredits(guestEmail: string, userEmail: string, now: Date): Promise<void> {
  const fromKey = personalQuotaKey(guestEmail);
  const toKey = personalQuotaKey(userEmail);
  const { data: guestQuota } = await db().entities.quota.get({ key: fromKey }).go({ consistent: true });
  if (!guestQuota) return;

  const bought = advancedCreditsRemaining(toDomainQuota(guestQuota));
  if (bought > 0)
    await grantCredits({
      email: userEmail,
      eventId: `transfer#${fromKey}`,
      credits: bought,
      type: 'transfer',
      variables: { from: 'guest' },
      now,
    });

  const { data: history } = await db().entities.quotaHistory.query.byQuota({ quotaKey: fromKey }).go({ pages: 'all' });
  for (const h of history) {
    try {
      await db()
        .entities.quotaHistory.create({
          ...h,
          eventId: `guest#${h.eventId}`,
          quotaKey: toKey,
          email: userEmail,
          variables: { ...((h.variables ?? {}) as Record<string, string>), from: 'guest' },
        })
        .go();
    } catch {
      // Copied already.
    }
  }

  const { data: held } = await db().entities.heldResult.query.byQuota({ quotaKey: fromKey }).go({ pages: 'all' });
  if (held.length > 0) {
    // The account's quota exists before its count moves.
    await releaseHeldResults({ kind: 'personal', email: userEmail }, now);
    for (const h of held) {
      await transactWrite(() =>
        db()
          .transaction.write(({ heldResult, quota }) => [
            heldResult.create({ ...h, quotaKey: toKey }).commit(),
            heldResult
              .delete({ quotaKey: fromKey, finished_at: h.finished_at, form_id: h.form_id, emailKey: h.emailKey })
              .where((a, op) => op.exists(a.eventId))
              .commit(),
            quota
              .patch({ key: toKey })
              .add({ held_count: 1, version: 1 })
              .set({ updated_at: now.toISOString() })
              .commit(),
            quota.patch({ key: fromKey }).add({ held_count: -1, version: 1 }).commit(),
          ])
          .go(),
      );
    }
    await releaseHeldResults({ kind: 'personal', email: userEmail }, now);
  }
}
