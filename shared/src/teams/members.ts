import { DomainError } from '../errors/domain-error';
import { normalizeEmail } from '../accounts/email';
import { TEAM_SWITCHER } from '../constants/ui';
import type { Team, TeamMember, TeamRole } from './types';

type Members = Pick<Team, 'members'>;

export function findMember(team: Members, email: string): TeamMember | undefined {
  const key = normalizeEmail(email);
  return team.members.find((m) => m.email === key);
}

export function isActiveMember(team: Members | null | undefined, email: string): boolean {
  return !!team && !!findMember(team, email)?.active;
}

export function isTeamAdmin(team: Members | null | undefined, email: string): boolean {
  const m = team ? findMember(team, email) : undefined;
  return !!m && m.active && m.role === 'admin';
}

const activeAdmins = (team: Members) => team.members.filter((m) => m.active && m.role === 'admin');

function withMembers<T extends Team>(team: T, members: TeamMember[]): T {
  return { ...team, members, member_emails: members.map((m) => m.email) };
}

/** Admin (the owner) changes roles and adds or removes members (spec part 1 §6). */
function requireAdmin(team: Team, actorEmail: string): void {
  if (!isTeamAdmin(team, actorEmail)) throw new DomainError('FORBIDDEN');
}

/**
 * A duplicate member cannot be added (spec part 1 §5: 'Already have this member.'). The added address is
 * invited, not yet active: it joins only when that person accepts (`acceptInvitation`), so nobody is put in
 * a team, shown its assessments or counted as its admin without their consent.
 */
export function addMember<T extends Team>(team: T, actorEmail: string, email: string, role: TeamRole, now: Date): T {
  requireAdmin(team, actorEmail);
  const key = normalizeEmail(email);
  if (findMember(team, key)) throw new DomainError('TEAM_MEMBER_EXISTS');
  const member: TeamMember = {
    email: key,
    role,
    owner: false,
    active: false,
    created_at: now.toISOString(),
    invited: true,
    sendmail: true,
  };
  return withMembers(team, [...team.members, member]);
}

function pendingInvitation(team: Members, email: string): TeamMember {
  const member = findMember(team, email);
  if (!member || member.active || !member.invited) throw new DomainError('TEAM_INVITATION_NOT_FOUND');
  return member;
}

/** The invited person, signed in as the invited address, accepts: only now is the membership active. */
export function acceptInvitation<T extends Team>(team: T, email: string): T {
  const invited = pendingInvitation(team, email);
  return withMembers(
    team,
    team.members.map((m) => (m === invited ? { ...m, active: true } : m)),
  );
}

/** The invited person declines: the invitation goes, as if it had never been sent. */
export function declineInvitation<T extends Team>(team: T, email: string): T {
  const invited = pendingInvitation(team, email);
  return withMembers(
    team,
    team.members.filter((m) => m !== invited),
  );
}

/**
 * Every team needs at least one admin: demoting the last admin is refused. The owner pays for the team's
 * completions (spec part 1 §6), so the owner's role is theirs alone to change.
 */
export function changeRole<T extends Team>(team: T, actorEmail: string, email: string, role: TeamRole): T {
  requireAdmin(team, actorEmail);
  const target = findMember(team, email);
  if (!target) throw new DomainError('TEAM_MEMBER_NOT_FOUND');
  if (target.owner && target.role !== role && target.email !== normalizeEmail(actorEmail))
    throw new DomainError('TEAM_OWNER_ROLE_PROTECTED');
  const members = team.members.map((m) => (m === target ? { ...m, role } : m));
  if (activeAdmins({ members }).length === 0) throw new DomainError('TEAM_ADMIN_REQUIRED');
  return withMembers(team, members);
}

/**
 * Remove a member (spec part 1 §5, part 2 §6): the last admin cannot be removed; an admin removing
 * themselves must confirm first (`confirmed`). Members may remove themselves (leave). Nobody removes the
 * owner, who pays for the team's completions, not even the owner: ownership is handed over first
 * (`offerOwnership`), so the payer is always a member. An offer to the removed person is withdrawn.
 */
export function removeMember<T extends Team>(team: T, actorEmail: string, email: string, confirmed = false): T {
  const self = normalizeEmail(actorEmail) === normalizeEmail(email);
  if (!self) requireAdmin(team, actorEmail);
  const target = findMember(team, email);
  if (!target) throw new DomainError('TEAM_MEMBER_NOT_FOUND');
  const members = team.members.filter((m) => m !== target);
  if (target.role === 'admin' && target.active && activeAdmins({ members }).length === 0)
    throw new DomainError('TEAM_LAST_ADMIN');
  if (target.owner) throw new DomainError('TEAM_OWNER_NOT_REMOVABLE');
  if (self && target.role === 'admin' && !confirmed) throw new DomainError('TEAM_SELF_REMOVAL_NEEDS_CONFIRMATION');
  return { ...withMembers(team, members), pendingOwner: team.pendingOwner === target.email ? '' : team.pendingOwner };
}

/**
 * The owner offers the team to another active member. Nothing changes yet: the owner keeps paying until the
 * new owner accepts (`acceptOwnership`). A new offer replaces the previous one.
 */
export function offerOwnership<T extends Team>(team: T, actorEmail: string, email: string): T {
  if (!findMember(team, actorEmail)?.owner) throw new DomainError('FORBIDDEN');
  const target = findMember(team, email);
  if (!target?.active || target.owner) throw new DomainError('TEAM_OWNER_TRANSFER_TARGET');
  return { ...team, pendingOwner: target.email };
}

/** The member offered the team accepts: they become its owner and an admin; the former owner stays an admin or member. */
export function acceptOwnership<T extends Team>(team: T, actorEmail: string): T {
  const key = normalizeEmail(actorEmail);
  const next = findMember(team, key);
  if (!team.pendingOwner || team.pendingOwner !== key || !next?.active)
    throw new DomainError('TEAM_OWNER_TRANSFER_NOT_OFFERED');
  const members = team.members.map((m) =>
    m === next ? { ...m, owner: true, role: 'admin' as const } : m.owner ? { ...m, owner: false } : m,
  );
  return { ...withMembers(team, members), owner: key, pendingOwner: '' };
}

/** Deleting a team is an admin action; its assessments become unavailable to members (spec part 1 §6). */
export function deleteTeam<T extends Team>(team: T, actorEmail: string): T {
  requireAdmin(team, actorEmail);
  if (team.personal) throw new DomainError('FORBIDDEN');
  return { ...team, deleted: true };
}

/** Mode is team when the current team exists and is not personal (spec part 1 §4). */
export function isTeamMode(currentTeam: Pick<Team, 'personal'> | null | undefined): boolean {
  return !!currentTeam && !currentTeam.personal;
}

/**
 * A member removed from a team moves to their personal team and is told why (spec part 1 §4).
 * Returns where the user goes, or null when the current team still has them.
 */
export function afterMembershipCheck(
  currentTeam: (Members & Pick<Team, 'id' | 'deleted'>) | null | undefined,
  personalTeamId: string,
  email: string,
): { teamId: string; notice: 'REMOVED_FROM_TEAM' } | null {
  if (!currentTeam || currentTeam.id === personalTeamId) return null;
  if (!currentTeam.deleted && isActiveMember(currentTeam, email)) return null;
  return { teamId: personalTeamId, notice: 'REMOVED_FROM_TEAM' };
}

export type TeamSwitcherMode = 'hidden' | 'single' | 'multiple';

/**
 * Team switcher (spec part 1 §6, part 2 §9.6): fewer than 2 teams (personal included) hides it;
 * more than 2 is "more than one team"; exactly 2 (personal plus one team) offers the one team.
 */
export function teamSwitcherMode(teamCount: number): TeamSwitcherMode {
  if (teamCount < TEAM_SWITCHER.minTeamsToShow) return 'hidden';
  return teamCount > TEAM_SWITCHER.multipleAbove ? 'multiple' : 'single';
}

/** Switch entries: one per non-personal team, the current one disabled (spec part 1 §2). */
export function teamSwitchEntries(
  teams: readonly Pick<Team, 'id' | 'name' | 'personal' | 'deleted'>[],
  currentTeamId: string,
) {
  return teams
    .filter((t) => !t.personal && !t.deleted)
    .map((t) => ({ id: t.id, name: t.name, disabled: t.id === currentTeamId }));
}

/** Switching team while editing an assessment goes to /assessments; elsewhere the page reloads. */
export function afterTeamSwitch(editingAssessment: boolean): 'go_to_assessments' | 'reload' {
  return editingAssessment ? 'go_to_assessments' : 'reload';
}
