import { defineHandler } from '../../http/handler-factory';
import { loadOrCreateUser } from '../../accounts/repo';
import { completionPayer } from '../completion-credit';
import { releaseHeldResults } from '../held-results';

/**
 * The credit line of the account menu (spec part 1 §2), polled every 5 s (part 2 §4 "Quota watch"). It counts
 * what the current workspace's completions can spend, from the same sources that pay for them
 * (`completionPayer`): the person's own quota, or the team quota then the owner's. A monthly reset or a plan
 * change that came due is applied on this read, and the person's own held results are paid for when credits are there.
 */
export const getQuotaLine = defineHandler('getQuotaLine', async ({ actor, now }) => {
  const user = await loadOrCreateUser(actor, now);
  const workspace = { team_id: user.teamId, creator: user.email };
  let payer = await completionPayer(workspace, now);
  const personal = payer.sources[0]?.scope === 'personal';
  const holderQuota = () => payer.sources[payer.sources.length - 1]!.quota;
  if (personal && (holderQuota().held_count ?? 0) > 0 && (await releaseHeldResults(payer.holder, now)) > 0)
    payer = await completionPayer(workspace, now);
  return {
    workspace: personal ? ('personal' as const) : ('team' as const),
    unlimited: payer.sources.some((s) => s.quota.unlimited ?? false),
    remaining: payer.sources.reduce((sum, s) => sum + (s.quota.quota_remaining ?? 0), 0),
    held: holderQuota().held_count ?? 0,
  };
});
