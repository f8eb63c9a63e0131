import { acceptInvitation, addMember, changeRole, declineInvitation, removeMember } from '@shared/teams/members';
import type { TeamRole } from '@shared/teams/types';
import { emailKey, normalizeEmail, personKey } from '@shared/accounts/email';
import { TEAM_INVITE_BUDGETS } from '@shared/constants';
import { DomainError } from '@shared/errors';
import { localeOr } from '@shared/i18n/locale-schema';
import type { TeamDetail } from '@shared/routes';
import { sendMail } from '../adapters/mail';
import { findUser, logoUrl, type UserItem } from '../accounts';
import type { AuditRequest } from '../db/audit';
import { webUrl } from '../common/web-url';
import { ipScope, releaseDailyCap, reserveBudgets } from '../common/daily-cap';
import { completionPayer, hasPaidOrUsedCredit, peekCreditBalance } from '../credits';
import { domainTeam, loadMemberTeam, loadTeam, mutateTeam, toTeamDetail } from './repo';
import { leaveWorkspace, moveRemovedMembers } from './workspace';
import { teamInviteEmail } from './mail/team-invite-email';

/**
 * The day's budgets one team invitation counts against (docs/abuse.md "Team invitations"): the team, the
 * inviting account, the client address, the invited person and the deployment; teams whose payer never paid nor used a credit
 * share a smaller part of the deployment's budget.
 */
async function inviteBudgets(teamId: string, inviter: string, invitee: string, sourceIp: string, now: Date) {
  const b = TEAM_INVITE_BUDGETS;
  const fresh = !(await hasPaidOrUsedCredit(
    await completionPayer({ team_id: teamId, creator: inviter }, now, peekCreditBalance),
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
export async function inviteMember(options: {
  user: UserItem;
  teamId: string;
  email: string;
  role: TeamRole;
  sourceIp: string;
  now: Date;
}): Promise<TeamDetail> {
  const { user, teamId, role, sourceIp, now } = options;
  const current = await loadMemberTeam(teamId, user.email);
  if (user.isGuest) throw new DomainError('TEAM_INVITE_GUEST');
  // Refusals of the rule itself (not an admin, a duplicate) come before any budget is counted.
  addMember(domainTeam(current), user.email, options.email, role, now);
  const budgets = await inviteBudgets(teamId, user.email, options.email, sourceIp, now);
  if (await reserveBudgets(budgets, 1, now)) throw new DomainError('TEAM_INVITE_DAILY_LIMIT');
  const { after } = await mutateTeam(
    teamId,
    (team) => addMember(team, user.email, options.email, role, now),
    now,
  ).catch(async (err: unknown) => {
    await Promise.all(budgets.map((b) => releaseDailyCap(b.scope, 1, now)));
    throw err;
  });
  const item = await loadTeam(teamId);
  const email = normalizeEmail(options.email);
  await sendMail(
    await teamInviteEmail({
      to: email,
      inviter: user.displayName || user.email,
      team: after.name,
      role,
      // The link names the invited address: someone without an account signs up with it from the link.
      link: `${webUrl()}/account/my-team/${encodeURIComponent(teamId)}?email=${encodeURIComponent(email)}`,
      locale: localeOr(user.lang),
      branding: {
        companyName: after.companyName || after.name,
        color: after.color,
        logoUrl: await logoUrl(item?.logoKey),
      },
    }),
  );
  return toTeamDetail(await loadMemberTeam(teamId, user.email), user.email, user.teamId);
}

/**
 * Change a role (admins); every team keeps at least one admin, also when two admins demote each other at once.
 * The owner's role only the owner changes.
 */
export async function changeMemberRole(options: {
  user: UserItem;
  teamId: string;
  email: string;
  role: TeamRole;
  request: AuditRequest;
  now: Date;
}): Promise<TeamDetail> {
  const { user, teamId, now } = options;
  await loadMemberTeam(teamId, user.email);
  // The member is named by their account's id; an address is only kept where the team record keeps it.
  const member = await findUser(options.email);
  await mutateTeam(teamId, (team) => changeRole(team, user.email, options.email, options.role), now, {
    teamId,
    action: 'role_changed',
    actor: user.sub,
    target: { type: 'team_member', id: member?.sub ?? '' },
    detail: options.role,
    request: options.request,
    now,
  });
  return toTeamDetail(await loadMemberTeam(teamId, user.email), user.email, user.teamId);
}

/**
 * Remove a member (admins) or leave (yourself). The last admin cannot go; an admin removing themselves
 * confirms first; nobody removes the owner, who hands the team over first. A removed member is moved to their
 * personal workspace now and told so on their next request; someone leaving goes there without the notice.
 */
export async function removeMemberOrLeave(options: {
  user: UserItem;
  teamId: string;
  email: string;
  confirmed: boolean;
  now: Date;
}): Promise<void> {
  const { user, teamId, now } = options;
  await loadMemberTeam(teamId, user.email);
  const { removed } = await mutateTeam(
    teamId,
    (team) => removeMember(team, user.email, options.email, options.confirmed),
    now,
  );
  await moveRemovedMembers(
    teamId,
    removed.filter((e) => e !== user.email),
    now,
  );
  if (normalizeEmail(options.email) === user.email) await leaveWorkspace(user, teamId, now);
}

/**
 * The invited person accepts, signed in as the invited address (spec part 1 §5 "Teams"): only now are they
 * an active member, who sees the team's assessments and may switch to it.
 */
export async function acceptTeamInvite({ user, teamId, now }: { user: UserItem; teamId: string; now: Date }) {
  await mutateTeam(teamId, (team) => acceptInvitation(team, user.email), now);
  return toTeamDetail(await loadMemberTeam(teamId, user.email), user.email, user.teamId);
}

/** The invited person declines: the invitation goes and the team no longer lists the address. */
export async function declineTeamInvite({ user, teamId, now }: { user: UserItem; teamId: string; now: Date }) {
  await mutateTeam(teamId, (team) => declineInvitation(team, user.email), now);
}
