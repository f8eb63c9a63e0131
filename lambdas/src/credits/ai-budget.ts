import { personStoreKey } from '@shared/accounts/email';
import { isGuestEmail } from '@shared/accounts/guest';
import { AI_BUDGETS, GUEST_GENERATOR_RUNS, type AiUse } from '@shared/constants/ai';
import { DomainError } from '@shared/errors';
import { hasPaid } from './established';
import { deploymentBudgetReached } from '../common/budget-metric';
import { ipScope, releaseDailyCap, reserveBudgets } from '../common/daily-cap';

/** Who starts an AI run: the signed-in account (its e-mail) and the client address of the request. */
export interface AiSpender {
  email: string;
  sourceIp: string;
}

type Budget = { scope: string; cap: number; deployment: boolean };

/**
 * The daily budgets one run of an AI use is counted against (docs/abuse.md "AI"): the person (every spelling of
 * their address is one, personKey), the client address, and the deployment's pool for paying or fresh accounts.
 * A guest's generator runs are free of credits, so they count against the guests' own small shared budget too.
 */
export function aiBudgets(use: AiUse, spender: AiSpender, paid: boolean): Budget[] {
  const b = AI_BUDGETS[use];
  const guest = isGuestEmail(spender.email);
  const person = personStoreKey(spender.email);
  return [
    {
      scope: `ai-${use}#acct#${person}`,
      cap: guest && use === 'generator' ? GUEST_GENERATOR_RUNS.perGuest : b.perAccount,
      deployment: false,
    },
    { scope: ipScope(`ai-${use}`, spender.sourceIp), cap: b.perAddress, deployment: false },
    ...(guest && use === 'generator'
      ? [{ scope: 'ai-generator#all#guests', cap: GUEST_GENERATOR_RUNS.allGuests, deployment: true }]
      : []),
    paid
      ? { scope: `ai-${use}#all#customers`, cap: b.deployment.customers, deployment: true }
      : { scope: `ai-${use}#all#fresh`, cap: b.deployment.fresh, deployment: true },
  ];
}

/**
 * Counts one AI run against all its budgets before any model is called, all or none: a refusal counts nothing and
 * throws the catalogue's message (the account's or address's day is used up: AI_DAILY_LIMIT; the deployment's pool:
 * AI_BUDGET_REACHED, reported as a metric for the alarm). Returns a release that gives the counts back, for a run
 * refused by a later check (no credit) that called no model.
 */
export async function spendAiRun(use: AiUse, spender: AiSpender, now: Date): Promise<() => Promise<void>> {
  const budgets = aiBudgets(use, spender, await hasPaid(spender.email));
  const refused = await reserveBudgets(budgets, 1, now);
  if (refused) {
    if (budgets.find((b) => b.scope === refused)?.deployment) {
      deploymentBudgetReached(refused, now);
      throw new DomainError('AI_BUDGET_REACHED');
    }
    throw new DomainError('AI_DAILY_LIMIT');
  }
  return async () => {
    await Promise.all(budgets.map((b) => releaseDailyCap(b.scope, 1, now)));
  };
}
