import { addMember, changeRole, removeMember } from '@shared/teams/members';
import { emailKey, normalizeEmail, personKey } from '@shared/accounts/email';
import { TEAM_INVITE_BUDGETS } from '@shared/constants';
import { DomainError } from '@shared/errors';
import { ZLocale } from '@shared/i18n/locale-schema';
import { defineHandler } from '../../http/handler-factory';
import { sendMail } from '../../adapters/mail';
import { logoUrl } from '../../accounts';
import { webUrl } from '../../common/web-url';
import { ipScope, releaseDailyCap, reserveBudgets } from '../../common/daily-cap';
import { completionPayer, peekQuota } from '../../credits';
import { hasPaidOrUsedCredit } from '../../credits';
import { domainTeam, loadMemberTeam, loadTeam, mutateTeam, toTeamDetail } from '../repo';
import { leaveWorkspace, moveRemovedMembers } from '../workspace';
import { teamInviteEmail } from '../mail/team-invite-email';

/**
 * The day's budgets one team invitation counts against (docs/abuse.md "Team invitations"): the team, the
 * inviting account, the client address, the invited person and the deployment; teams whose payer never paid nor used a credit
 * share a smaller part of the deployment's budget.
 */
async function inviteBudgets(teamId: string, inviter: string, invitee: string, sourceIp: string, now: Date) {
  const b = TEAM_INVITE_BUDGETS;
  const fresh = !(await hasPaidOrUsedCredit(
    await completionPayer({ team_id: teamId, creator: inviter }, now, peekQuota),
  ));
  return [
    { scope: `team-invite#team#${teamId}`, cap: b.perTeam },
    { scope: `team-invite#acct#${emailKey(inviter)}`, cap: b.perAccount },
    { scope: ipScope('team-invite', sourceIp), cap: b.perIp },
    { scope: `team-invite#to#${personKey(invitee)}`, cap: b.perRecipient },
    ...(fresh ? [{ scope: 'team-invite#fresh', cap: b.deployment.fresh }] : []),
    { scope: 'team-invite#all', cap: b.deployment.all },
  ];
}

/**
 * Invite a member by e-mail (spec part 1 §5, part 2 §6): admins only, no duplicates ('Already have this
 * member.'), no guests. The address is invited, not a member: it joins when that person, signed in as it,
 * accepts (acceptTeamInvitation). Each invitation counts against the day's budgets; when one is spent the
 * request is refused and nothing is stored or sent. The e-mail's subject is product text.
 */
export const addTeamMember = defineHandler(
  'addTeamMember',
  async ({ params, body, now, sourceIp, user }) => {
    const current = await loadMemberTeam(params.teamId, user.email);
    if (user.isGuest) throw new DomainError('TEAM_INVITE_GUEST');
    // Refusals of the rule itself (not an admin, a duplicate) come before any budget is counted.
    addMember(domainTeam(current), user.email, body.email, body.role, now);
    const budgets = await inviteBudgets(params.teamId, user.email, body.email, sourceIp, now);
    if (await reserveBudgets(budgets, 1, now)) throw new DomainError('TEAM_INVITE_DAILY_LIMIT');
    const { after } = await mutateTeam(
      params.teamId,
      (team) => addMember(team, user.email, body.email, body.role, now),
      now,
    ).catch(async (err: unknown) => {
      await Promise.all(budgets.map((b) => releaseDailyCap(b.scope, 1, now)));
      throw err;
    });
    const item = await loadTeam(params.teamId);
    const email = normalizeEmail(body.email);
    await sendMail(
      await teamInviteEmail({
        to: email,
        inviter: user.displayName || user.email,
        team: after.name,
        role: body.role,
        link: `${webUrl()}/account/my-team/${encodeURIComponent(params.teamId)}`,
        locale: ZLocale.catch('en').parse(user.lang),
        branding: {
          companyName: after.companyName || after.name,
          color: after.color,
          logoUrl: await logoUrl(item?.logoKey),
        },
      }),
    );
    return toTeamDetail(await loadMemberTeam(params.teamId, user.email), user.email, user.teamId);
  },
  { status: 201 },
);

/**
 * Change a role (admins); every team keeps at least one admin, also when two admins demote each other at once.
 * The owner's role only the owner changes.
 */
export const changeTeamRole = defineHandler('changeTeamRole', async ({ params, body, now, user }) => {
  await loadMemberTeam(params.teamId, user.email);
  await mutateTeam(params.teamId, (team) => changeRole(team, user.email, params.email, body.role), now);
  return toTeamDetail(await loadMemberTeam(params.teamId, user.email), user.email, user.teamId);
});

/**
 * Remove a member (admins) or leave (yourself). The last admin cannot go; an admin removing themselves
 * confirms first (`?confirm=true`); nobody removes the owner, who hands the team over first. A removed member is moved to their personal workspace now and told so on
 * their next request; someone leaving goes there without the notice.
 */
export const removeTeamMember = defineHandler('removeTeamMember', async ({ params, query, now, user }) => {
  await loadMemberTeam(params.teamId, user.email);
  const { removed } = await mutateTeam(
    params.teamId,
    (team) => removeMember(team, user.email, params.email, query.confirm === 'true'),
    now,
  );
  await moveRemovedMembers(
    params.teamId,
    removed.filter((e) => e !== user.email),
    now,
  );
  if (normalizeEmail(params.email) === user.email) await leaveWorkspace(user, params.teamId, now);
  return { ok: true as const };
});
