import { addMember, changeRole, removeMember } from '@shared/teams/members';
import { normalizeEmail } from '@shared/accounts/email';
import { ZLocale } from '@shared/i18n/locale-schema';
import { defineHandler } from '../../http/handler-factory';
import { loadOrCreateUser } from '../../accounts/repo';
import { sendMail } from '../../adapters/mail';
import { logoUrl } from '../../accounts/logo';
import { webUrl } from '../../shared/web-url';
import { loadMemberTeam, loadTeam, mutateTeam, toTeamDetail } from '../repo';
import { leaveWorkspace } from '../workspace';
import { teamInviteEmail } from '../mail/team-invite-email';

/**
 * Invite a member by e-mail (spec part 1 §5, part 2 §6): admins only, no duplicates ('Already have this
 * member.'). The address joins by the e-mailed link, or sees the team in the account menu when it next signs in.
 */
export const addTeamMember = defineHandler(
  'addTeamMember',
  async ({ actor, params, body, now }) => {
    const user = await loadOrCreateUser(actor, now);
    await loadMemberTeam(params.teamId, user.email);
    const { after } = await mutateTeam(params.teamId, (team) => addMember(team, user.email, body.email, body.role, now), now);
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
        branding: { companyName: after.companyName || after.name, color: after.color, logoUrl: await logoUrl(item?.logoKey) },
      }),
    );
    return toTeamDetail(await loadMemberTeam(params.teamId, user.email), user.email, user.teamId);
  },
  { status: 201 },
);

/** Change a role (admins); every team keeps at least one admin, also when two admins demote each other at once. */
export const changeTeamRole = defineHandler('changeTeamRole', async ({ actor, params, body, now }) => {
  const user = await loadOrCreateUser(actor, now);
  await loadMemberTeam(params.teamId, user.email);
  await mutateTeam(params.teamId, (team) => changeRole(team, user.email, params.email, body.role), now);
  return toTeamDetail(await loadMemberTeam(params.teamId, user.email), user.email, user.teamId);
});

/**
 * Remove a member (admins) or leave (yourself). The last admin cannot go; an admin removing themselves
 * confirms first (`?confirm=true`). A removed member is moved to their personal workspace and told so on
 * their next request; someone leaving goes there at once.
 */
export const removeTeamMember = defineHandler('removeTeamMember', async ({ actor, params, query, now }) => {
  const user = await loadOrCreateUser(actor, now);
  await loadMemberTeam(params.teamId, user.email);
  await mutateTeam(params.teamId, (team) => removeMember(team, user.email, params.email, query.confirm === 'true'), now);
  if (normalizeEmail(params.email) === user.email) await leaveWorkspace(user, params.teamId, now);
  return { ok: true as const };
});
