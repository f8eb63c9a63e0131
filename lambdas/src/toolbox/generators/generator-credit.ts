import { emailKey } from '@shared/accounts/email';
import { consumeForGenerator, refundGenerator } from '@shared/credits';
import { CREDITS_PER_GENERATION } from '@shared/constants/credits';
import { BUSINESS_METRICS } from '@shared/constants/metrics';
import { countBusinessEvent } from '../../common/metrics';
import type { GeneratorId } from '@shared/toolbox/generators';
import { changeCreditBalance, loadCreditBalance, type CreditBalanceOwner } from '../../credits';
import { chargeRemaining } from './run-repo';

/** The business events a run's credit moves under: one charge and at most one refund per person and run. */
export const chargeEventId = (email: string, runId: string) => `generator#${emailKey(email)}#${runId}`;
export const refundEventId = (email: string, runId: string) => `generator-refund#${emailKey(email)}#${runId}`;

/** Generators are paid from the person's own quota (spec part 2 §1, §9.1). */
const ownerOf = (email: string): CreditBalanceOwner => ({ kind: 'personal', email });

/**
 * Take the run's credit before anything is generated (the text streams to the user as it is written, so it cannot
 * be charged afterwards): 'Not enough quota' unless a credit is there or the plan is unlimited (spec part 1 §5,
 * part 2 §5). Keyed by the run, so the same run sent again, twice at once or after a crash is charged once.
 * A monthly reset that came due is applied first.
 */
export async function chargeGeneratorRun(
  email: string,
  runId: string,
  generator: GeneratorId,
  now: Date,
): Promise<void> {
  const owner = ownerOf(email);
  await loadCreditBalance(owner, now);
  const charged = await changeCreditBalance(
    owner,
    chargeEventId(email, runId),
    (q) => ({
      quota: consumeForGenerator(q, now),
      movement: { credits: -1, type: 'withdraw', email, scope: 'personal', variables: { generator, run: runId } },
    }),
    now,
  );
  if (charged.applied) await countBusinessEvent(BUSINESS_METRICS.creditsSpent, CREDITS_PER_GENERATION);
}

/**
 * Give a failed run's credit back, once: only a run that was charged is refunded, and the refund has its own event
 * key, so a second failure report of the same run changes nothing. An unlimited plan's charge took no credit, so
 * its refund gives none either.
 */
export async function refundGeneratorRun(
  email: string,
  runId: string,
  generator: GeneratorId,
  now: Date,
): Promise<void> {
  const remaining = await chargeRemaining(chargeEventId(email, runId));
  if (remaining === null) return;
  const chargedUnlimited = remaining === 'Unlimited';
  await changeCreditBalance(
    ownerOf(email),
    refundEventId(email, runId),
    (q) => ({
      quota: refundGenerator(q, chargedUnlimited, now),
      movement: {
        credits: chargedUnlimited ? 0 : 1,
        type: 'refund',
        email,
        scope: 'personal',
        variables: { generator, run: runId },
      },
    }),
    now,
  );
}
