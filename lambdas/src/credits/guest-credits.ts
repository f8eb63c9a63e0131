import { advancedCreditsRemaining } from '@shared/credits';
import { grantCredits } from './ledger';
import { loadCreditBalanceByKey, personalCreditBalanceKey, toDomainCreditBalance } from './credit-balance-store';
import { copyMovement, movementsOf } from './movement-store';
import { allHeldResultsOf, moveHeldResult } from './held-result-store';
import { releaseHeldResults } from './held-results';

/**
 * A verified guest's credits (spec part 2 §4 "Guest to registered user": quotas and history transfer). The
 * credits it was given on top of the free ones (coupons, referral rewards) are added to the account once, under
 * the event `transfer#<guest>`; its history rows are copied to the account's history; results held on the
 * guest's quota wait on the account's instead and open if it has credits. The free allowance does not move:
 * the account has its own. Each step is keyed, so a retry or a concurrent request moves everything once.
 */
export async function moveGuestCredits(guestEmail: string, userEmail: string, now: Date): Promise<void> {
  const fromKey = personalCreditBalanceKey(guestEmail);
  const toKey = personalCreditBalanceKey(userEmail);
  const guestCreditBalance = await loadCreditBalanceByKey(fromKey);
  if (!guestCreditBalance) return;

  const bought = advancedCreditsRemaining(toDomainCreditBalance(guestCreditBalance));
  if (bought > 0)
    await grantCredits({
      email: userEmail,
      eventId: `transfer#${fromKey}`,
      credits: bought,
      type: 'transfer',
      variables: { from: 'guest' },
      now,
    });

  for (const h of await movementsOf(fromKey)) {
    await copyMovement({
      ...h,
      eventId: `guest#${h.eventId}`,
      quotaKey: toKey,
      email: userEmail,
      variables: { ...((h.variables ?? {}) as Record<string, string>), from: 'guest' },
    });
  }

  const held = await allHeldResultsOf(fromKey);
  if (held.length > 0) {
    // The account's quota exists before its count moves.
    await releaseHeldResults({ kind: 'personal', email: userEmail }, now);
    for (const h of held) await moveHeldResult(h, fromKey, toKey, now);
    await releaseHeldResults({ kind: 'personal', email: userEmail }, now);
  }
}
