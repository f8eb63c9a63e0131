import { hasCredits } from '@shared/credits';
import { CREDITS_PER_COMPLETION } from '@shared/constants/credits';
import { BUSINESS_METRICS } from '@shared/constants/metrics';
import { countBusinessEvent } from '../common/metrics';
import {
  loadCreditBalance,
  loadCreditBalanceByKey,
  ownerEmailOf,
  creditBalanceKeyOf,
  toDomainCreditBalance,
  type CreditBalanceOwner,
} from './credit-balance-store';
import {
  dropHeldResult,
  dueHeldResults,
  heldResultsOf,
  loadHeldRespondent,
  payHeldResult,
  setHeldResultDue,
} from './held-result-store';
import { heldDue } from './completion-credit';

/** Held results paid for in one call; the rest wait for the next credit movement or quota read. */
const RELEASE_BATCH = 25;

/**
 * Held results (a respondent completed while no credit could pay): the response is kept and scored, and the
 * employer sees "held" in its place until a credit pays for it. When credits arrive on the holder's quota,
 * each held result, oldest first, is paid in one transaction: the credit (an ADD conditional on it being
 * there), its history row under the completion's event, the respondent released, the held item removed, and
 * the result counted in the assessment's completed count and group aggregate.
 * A release that lost a race to another one changes nothing.
 */
export async function releaseHeldResults(holder: CreditBalanceOwner, now: Date): Promise<number> {
  const key = creditBalanceKeyOf(holder);
  let creditBalance = await loadCreditBalance(holder, now);
  if ((creditBalance.held_count ?? 0) <= 0) return 0;
  const held = await heldResultsOf(key, RELEASE_BATCH);
  let released = 0;
  for (const h of held) {
    if (!hasCredits(toDomainCreditBalance(creditBalance))) break;
    const paying = creditBalance;
    const c = await loadHeldRespondent(h);
    const movement = {
      email: ownerEmailOf(holder),
      ...(h.teamId ? { teamId: h.teamId } : {}),
      scope: 'personal' as const,
      variables: { form_id: h.form_id, released: 'true' },
    };
    // Paid, the result joins the completed count and the group aggregate it stayed out of while held, with the
    // summaries as read: the write holds only if the record is unchanged since (a rescore moves its own delta).
    const outcome =
      !c?.credit_held || c.deleted
        ? 'condition_failed'
        : await payHeldResult({ quotaKey: key, paying, held: h, respondent: c, movement, now });
    if (outcome === 'written') {
      released++;
      await countBusinessEvent(BUSINESS_METRICS.creditsSpent, CREDITS_PER_COMPLETION);
    } else await dropIfNoLongerHeld(key, h);
    creditBalance = await loadCreditBalance(holder, now);
  }
  return released;
}

/**
 * A team's new credits also pay for the team's results held on its owner's quota (held there because neither the
 * team nor the owner had a credit, completion-credit.ts): the team quota pays first (spec part 1 §6), oldest first,
 * among the owner's oldest held results.
 */
export async function releaseTeamResultsHeldByOwner(
  team: Extract<CreditBalanceOwner, { kind: 'team' }>,
  now: Date,
): Promise<number> {
  const holderKey = creditBalanceKeyOf({ kind: 'personal', email: team.ownerEmail });
  const held = (await heldResultsOf(holderKey, RELEASE_BATCH)).filter((h) => h.teamId === team.teamId);
  let released = 0;
  for (const h of held) {
    const paying = await loadCreditBalance(team, now);
    if (!hasCredits(toDomainCreditBalance(paying))) break;
    const c = await loadHeldRespondent(h);
    const movement = {
      email: team.ownerEmail,
      teamId: team.teamId,
      scope: 'team' as const,
      variables: { form_id: h.form_id, released: 'true' },
    };
    const outcome =
      !c?.credit_held || c.deleted
        ? 'condition_failed'
        : await payHeldResult({ quotaKey: holderKey, paying, held: h, respondent: c, movement, now });
    if (outcome === 'written') {
      released++;
      await countBusinessEvent(BUSINESS_METRICS.creditsSpent, CREDITS_PER_COMPLETION);
    } else await dropIfNoLongerHeld(holderKey, h);
  }
  return released;
}

/** A held result whose respondent was cleared or deleted meanwhile needs no credit: its item goes, once. */
async function dropIfNoLongerHeld(key: string, h: { finished_at: string; form_id: string; emailKey: string }) {
  const c = await loadHeldRespondent(h);
  if (c?.credit_held && !c.deleted) return;
  await dropHeldResult(key, h);
}

/**
 * The sweep's part: held results whose holder's monthly reset came due are paid for as the reset's credits allow
 * (the quota line only reads, so nothing else would), and those still unpaid wait for the next reset.
 * Returns how many were paid.
 */
export async function releaseDueHeldResults(now: Date, limit = RELEASE_BATCH): Promise<number> {
  const due = await dueHeldResults(now, limit);
  let released = 0;
  for (const creditBalanceKey of new Set(due.map((h) => h.quotaKey))) {
    const stored = await loadCreditBalanceByKey(creditBalanceKey);
    if (!stored) continue;
    const holder: CreditBalanceOwner = creditBalanceKey.startsWith('team:')
      ? { kind: 'team', teamId: creditBalanceKey.slice('team:'.length), ownerEmail: stored.owner }
      : { kind: 'personal', email: stored.owner };
    released += await releaseHeldResults(holder, now);
    const next = heldDue(await loadCreditBalance(holder, now), now);
    for (const h of due.filter((d) => d.quotaKey === creditBalanceKey)) {
      // Paid for just now (the item is gone): nothing to wait for.
      await setHeldResultDue(creditBalanceKey, h, next);
    }
  }
  return released;
}
