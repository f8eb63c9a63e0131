import { defineHandler } from '../../http/handler-factory';
import { changeMemberRole, inviteMember, removeMemberOrLeave } from '../team-membership';

/**
 * Invite a member by e-mail (spec part 1 §5, part 2 §6): admins only, no duplicates, no guests; the address joins
 * when that person accepts. Each invitation counts against the day's budgets (docs/abuse.md "Team invitations").
 */
export const addTeamMember = defineHandler(
  'addTeamMember',
  async ({ params, body, now, sourceIp, user }) =>
    inviteMember({ user, teamId: params.teamId, email: body.email, role: body.role, sourceIp, now }),
  { status: 201 },
);

/** Change a role (admins); every team keeps at least one admin. The owner's role only the owner changes. */
export const changeTeamRole = defineHandler(
  'changeTeamRole',
  async ({ params, body, now, user, sourceIp, userAgent }) =>
    changeMemberRole({
      user,
      teamId: params.teamId,
      email: params.email,
      role: body.role,
      request: { sourceIp, userAgent },
      now,
    }),
);

/**
 * Remove a member (admins) or leave (yourself). An admin removing themselves confirms first (`?confirm=true`).
 */
export const removeTeamMember = defineHandler('removeTeamMember', async ({ params, query, now, user }) => {
  await removeMemberOrLeave({
    user,
    teamId: params.teamId,
    email: params.email,
    confirmed: query.confirm === 'true',
    now,
  });
  return { ok: true as const };
});
