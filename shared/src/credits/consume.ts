import { CREDITS_PER_COMPLETION, CREDITS_PER_GENERATION } from '../constants/credits';
import { DomainError } from '../errors/domain-error';
import { formatTimestamp } from '../time/zoned';
import type { CreditBalance, CreditMovementEntry } from './types';

export function hasCredits(
  q: Pick<CreditBalance, 'unlimited' | 'quota_remaining'> | null | undefined,
  cost = 1,
): boolean {
  return !!q && (q.unlimited || q.quota_remaining >= cost);
}

function withdraw(q: CreditBalance, cost: number, now: Date): CreditBalance {
  if (q.unlimited) return { ...q, quota_used: q.quota_used + cost, updated_at: now.toISOString() };
  return {
    ...q,
    quota_used: q.quota_used + cost,
    quota_remaining: q.quota_remaining - cost,
    updated_at: now.toISOString(),
  };
}

/** A generator needs at least 1 credit unless the plan is unlimited, otherwise 'Not enough quota'. */
export function consumeForGenerator(q: CreditBalance | null | undefined, now: Date): CreditBalance {
  if (!q) throw new DomainError('QUOTA_NOT_FOUND');
  if (!hasCredits(q, CREDITS_PER_GENERATION)) throw new DomainError('NOT_ENOUGH_QUOTA');
  return withdraw(q, CREDITS_PER_GENERATION, now);
}

/**
 * A generator run that failed gives back what `consumeForGenerator` took: the credit, or on an unlimited plan only
 * the use (`chargedUnlimited`: the charge was made while unlimited, so no credit left the balance).
 */
export function refundGenerator(q: CreditBalance, chargedUnlimited: boolean, now: Date): CreditBalance {
  const used = Math.max(0, q.quota_used - CREDITS_PER_GENERATION);
  if (chargedUnlimited) return { ...q, quota_used: used, updated_at: now.toISOString() };
  return {
    ...q,
    quota_used: used,
    quota_remaining: q.quota_remaining + CREDITS_PER_GENERATION,
    updated_at: now.toISOString(),
  };
}

export type CreditSource = 'personal' | 'team' | 'owner';

/**
 * Where a completion's credit comes from (spec part 1 §6, part 2 §6): team assessments use the
 * team quota first, then the owner's; personal ones the user's own. Null when none can pay.
 */
export function pickCreditSource(
  sources: { personal?: CreditBalance | null; team?: CreditBalance | null; owner?: CreditBalance | null },
  teamAssessment: boolean,
  cost = CREDITS_PER_COMPLETION,
): CreditSource | null {
  const order: CreditSource[] = teamAssessment ? ['team', 'owner'] : ['personal'];
  return order.find((s) => hasCredits(sources[s], cost)) ?? null;
}

/**
 * A credit is consumed when a respondent completes an assessment (spec part 2 §1). Without any
 * source able to pay: 'Not enough credits for personal user/team/owner'.
 */
export function consumeForCompletion(
  sources: { personal?: CreditBalance | null; team?: CreditBalance | null; owner?: CreditBalance | null },
  teamAssessment: boolean,
  now: Date,
): { source: CreditSource; quota: CreditBalance } {
  const source = pickCreditSource(sources, teamAssessment);
  const q = source ? sources[source] : null;
  if (!source || !q) throw new DomainError('NOT_ENOUGH_CREDITS');
  return { source, quota: withdraw(q, CREDITS_PER_COMPLETION, now) };
}

/**
 * Invitations need available credits (spec part 1 §5). The employer-facing refusal points to
 * referral: 'No credits remaining, refer a friend to earn more'.
 */
export function checkInvitationCredits(
  sources: { personal?: CreditBalance | null; team?: CreditBalance | null; owner?: CreditBalance | null },
  teamAssessment: boolean,
): void {
  if (!pickCreditSource(sources, teamAssessment)) throw new DomainError('NO_CREDITS_REMAINING');
}

/** quota_history row for a withdrawal; created_at in the product's timestamp format (Bangkok). */
export function withdrawalEntry(input: {
  email: string;
  teamId: string | null;
  scope: CreditSource;
  quotaAfter: CreditBalance;
  credits?: number;
  variables?: Record<string, string>;
  now: Date;
}): CreditMovementEntry {
  return {
    email: input.email,
    teamId: input.teamId,
    credits: input.credits ?? 1,
    credits_remaining: input.quotaAfter.unlimited ? 'Unlimited' : input.quotaAfter.quota_remaining,
    type: 'withdraw',
    scope: input.scope,
    variables: input.variables ?? {},
    created_at: formatTimestamp(input.now),
  };
}
