import type { CreditBalanceLine } from '@shared/routes';
import type { UserItem } from '../accounts';
import { completionPayer } from './completion-credit';
import { peekCreditBalance } from './credit-balance-store';

/**
 * The credit line of the account menu (spec part 1 §2), polled every 5 s (part 2 §4 "Quota watch"). It counts
 * what the current workspace's completions can spend, from the same sources that pay for them
 * (`completionPayer`): the person's own quota, or the team quota then the owner's. It only reads: a monthly reset
 * or plan change that came due shows as it will be (peekCreditBalance) and is written by the next movement or the sweep,
 * which also pays for held results then (held-results.ts).
 */
export async function creditBalanceLineOf({ user, now }: { user: UserItem; now: Date }): Promise<CreditBalanceLine> {
  const payer = await completionPayer({ team_id: user.teamId, creator: user.email }, now, peekCreditBalance);
  const personal = payer.sources[0]?.scope === 'personal';
  return {
    workspace: personal ? ('personal' as const) : ('team' as const),
    unlimited: payer.sources.some((s) => s.quota.unlimited ?? false),
    remaining: payer.sources.reduce((sum, s) => sum + (s.quota.quota_remaining ?? 0), 0),
    held: payer.sources[payer.sources.length - 1]!.quota.held_count ?? 0,
  };
}
