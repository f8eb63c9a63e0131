import { defineHandler } from '../../http/handler-factory';
import { loadOrCreateUser, personalTeamId } from '../../accounts/repo';
import { loadTeam } from '../../teams/repo';
import { loadQuota, type QuotaOwner } from '../quota-store';
import { releaseHeldResults } from '../held-results';

/**
 * The credit line of the account menu (spec part 1 §2), polled every 5 s (part 2 §4 "Quota watch"). In a team
 * workspace it counts what team assessments can spend: the team quota, then the owner's. A monthly reset or a
 * plan change that came due is applied on this read, and results held for lack of credit are paid for when
 * credits are there.
 */
export const getQuotaLine = defineHandler('getQuotaLine', async ({ actor, now }) => {
  const user = await loadOrCreateUser(actor, now);
  const personal: QuotaOwner = { kind: 'personal', email: user.email };
  const team = user.teamId === personalTeamId(user.sub) ? null : await loadTeam(user.teamId);
  if (!team || team.personal || team.deleted) {
    let mine = await loadQuota(personal, now);
    if ((mine.held_count ?? 0) > 0 && (await releaseHeldResults(personal, now)) > 0) mine = await loadQuota(personal, now);
    return { workspace: 'personal' as const, unlimited: mine.unlimited ?? false, remaining: mine.quota_remaining ?? 0, held: mine.held_count ?? 0 };
  }
  const [teamQuota, ownerQuota] = await Promise.all([loadQuota({ kind: 'team', teamId: team.teamId, ownerEmail: team.owner }, now), loadQuota({ kind: 'personal', email: team.owner }, now)]);
  return {
    workspace: 'team' as const,
    unlimited: (teamQuota.unlimited ?? false) || (ownerQuota.unlimited ?? false),
    remaining: (teamQuota.quota_remaining ?? 0) + (ownerQuota.quota_remaining ?? 0),
    held: ownerQuota.held_count ?? 0,
  };
});
