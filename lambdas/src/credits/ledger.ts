import { addPurchasedCredits, grantCredits as addCredits, type CreditBalanceMovement } from '@shared/credits';
import { changeCreditBalance, type ChangeOutcome, type CreditBalanceOwner } from './credit-balance-store';
import { releaseHeldResults, releaseTeamResultsHeldByOwner } from './held-results';

/**
 * Credits added to a quota for one business event (a coupon+user, a referral pair, a paid checkout), exactly once;
 * results held for lack of credit are then paid for, oldest first. `purchase` applies the buying rules (minimum 10,
 * free becomes pay as you go); other kinds add to the bought pool as they are. The quota is the person's own, or
 * `to` a team's when its owner or an admin bought or redeemed for it (`email` is then who did).
 */
export async function grantCredits(input: {
  email: string;
  to?: CreditBalanceOwner | undefined;
  eventId: string;
  credits: number;
  type: Extract<CreditBalanceMovement, 'purchase' | 'coupon' | 'referral' | 'transfer'>;
  variables?: Record<string, string>;
  now: Date;
}): Promise<ChangeOutcome> {
  const owner: CreditBalanceOwner = input.to ?? { kind: 'personal', email: input.email };
  const outcome = await changeCreditBalance(
    owner,
    input.eventId,
    (q) => ({
      quota:
        input.type === 'purchase'
          ? addPurchasedCredits(q, input.credits, input.now)
          : addCredits(q, input.credits, input.now),
      movement: {
        credits: input.credits,
        type: input.type,
        email: input.email,
        scope: owner.kind === 'team' ? 'team' : 'personal',
        ...(owner.kind === 'team' ? { teamId: owner.teamId } : {}),
        variables: input.variables ?? {},
      },
    }),
    input.now,
  );
  await releaseHeldResults(owner, input.now);
  if (owner.kind === 'team') await releaseTeamResultsHeldByOwner(owner, input.now);
  return outcome;
}
