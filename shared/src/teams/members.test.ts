import { describe, expect, it } from 'vitest';
import {
  acceptInvitation,
  acceptOwnership,
  addMember,
  afterMembershipCheck,
  afterTeamSwitch,
  changeRole,
  declineInvitation,
  deleteTeam,
  findMember,
  isActiveMember,
  isTeamMode,
  offerOwnership,
  removeMember,
  teamSwitcherMode,
  teamSwitchEntries,
} from './members';
import { ZTeam } from './types';
import { DomainError } from '../errors/domain-error';
import { validationErrorCode } from '../errors/validation';
import { buildMember, buildPersonalTeam, buildTeam } from '../../../test/builders/assessment';

const now = new Date('2026-03-01T08:00:00Z');
const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (e) {
    if (e instanceof DomainError) return e.code;
    throw e;
  }
};
const team = buildTeam(); // ann admin (owner), bob member
const twoAdmins = buildTeam({
  members: [
    buildMember('ann@acme.com', 'admin', { owner: true }),
    buildMember('cat@acme.com', 'admin'),
    buildMember('bob@acme.com'),
  ],
});

describe('Team roles (spec part 1 §5, §6; part 2 §6)', () => {
  it.each([
    [
      'A duplicate member cannot be added',
      () => addMember(team, 'ann@acme.com', 'Bob@Acme.com', 'member', now),
      'TEAM_MEMBER_EXISTS',
    ],
    ['the admin adds members', () => addMember(team, 'ann@acme.com', 'dan@acme.com', 'member', now), null],
    ['a member cannot add members', () => addMember(team, 'bob@acme.com', 'dan@acme.com', 'member', now), 'FORBIDDEN'],
    [
      'the last admin cannot be removed',
      () => removeMember(team, 'ann@acme.com', 'ann@acme.com', true),
      'TEAM_LAST_ADMIN',
    ],
    [
      'removing yourself as admin asks confirmation',
      () => removeMember(twoAdmins, 'cat@acme.com', 'cat@acme.com'),
      'TEAM_SELF_REMOVAL_NEEDS_CONFIRMATION',
    ],
    ['confirmed self-removal as admin', () => removeMember(twoAdmins, 'cat@acme.com', 'cat@acme.com', true), null],
    ['Members may leave', () => removeMember(team, 'bob@acme.com', 'bob@acme.com'), null],
    ['a member cannot remove others', () => removeMember(twoAdmins, 'bob@acme.com', 'cat@acme.com'), 'FORBIDDEN'],
    ['Admin can remove members', () => removeMember(team, 'ann@acme.com', 'bob@acme.com'), null],
    [
      'removing someone not in the team',
      () => removeMember(team, 'ann@acme.com', 'nobody@acme.com'),
      'TEAM_MEMBER_NOT_FOUND',
    ],
    [
      'every team needs at least one admin: last admin cannot be demoted',
      () => changeRole(team, 'ann@acme.com', 'ann@acme.com', 'member'),
      'TEAM_ADMIN_REQUIRED',
    ],
    ['Admin can change roles', () => changeRole(team, 'ann@acme.com', 'bob@acme.com', 'admin'), null],
    ['a member cannot change roles', () => changeRole(team, 'bob@acme.com', 'bob@acme.com', 'admin'), 'FORBIDDEN'],
    ['Admin can delete a team', () => deleteTeam(team, 'ann@acme.com'), null],
    ['a member cannot delete a team', () => deleteTeam(team, 'bob@acme.com'), 'FORBIDDEN'],
    [
      'a personal team is not deleted',
      () => deleteTeam(buildPersonalTeam('ann@acme.com'), 'ann@acme.com'),
      'FORBIDDEN',
    ],
  ])('%s', (_rule, fn, code) => {
    expect(codeOf(fn)).toBe(code);
  });

  it('added members are stored lowercased and listed in member_emails', () => {
    const t = addMember(team, 'ann@acme.com', 'Dan@Acme.com', 'member', now);
    expect(t.member_emails).toEqual(['ann@acme.com', 'bob@acme.com', 'dan@acme.com']);
  });

  it.each([
    ['a team without an admin', { members: [buildMember('bob@acme.com')] }, 'TEAM_ADMIN_REQUIRED'],
    [
      'a team with the same member twice',
      { members: [buildMember('ann@acme.com', 'admin'), buildMember('ann@acme.com')] },
      'TEAM_MEMBER_EXISTS',
    ],
  ])('the team record refuses %s', (_rule, patch, code) => {
    const r = ZTeam.safeParse(buildTeam(patch));
    expect(r.success ? null : validationErrorCode(r.error)).toBe(code);
  });
});

describe('the owner pays, so only the owner gives the team away', () => {
  // ann owns the team, cat is a co-admin, bob a member.
  it.each([
    [
      'a co-admin cannot remove the owner',
      () => removeMember(twoAdmins, 'cat@acme.com', 'ann@acme.com'),
      'TEAM_OWNER_NOT_REMOVABLE',
    ],
    [
      'a co-admin cannot demote the owner',
      () => changeRole(twoAdmins, 'cat@acme.com', 'ann@acme.com', 'member'),
      'TEAM_OWNER_ROLE_PROTECTED',
    ],
    [
      'the owner cannot leave while owner, even confirmed',
      () => removeMember(twoAdmins, 'ann@acme.com', 'ann@acme.com', true),
      'TEAM_OWNER_NOT_REMOVABLE',
    ],
    [
      'the owner may demote themselves when another admin remains',
      () => changeRole(twoAdmins, 'ann@acme.com', 'ann@acme.com', 'member'),
      null,
    ],
    [
      'the owner alone cannot demote themselves',
      () => changeRole(team, 'ann@acme.com', 'ann@acme.com', 'member'),
      'TEAM_ADMIN_REQUIRED',
    ],
    ['a co-admin cannot offer the team', () => offerOwnership(twoAdmins, 'cat@acme.com', 'cat@acme.com'), 'FORBIDDEN'],
    [
      'ownership goes to a member, not a stranger',
      () => offerOwnership(twoAdmins, 'ann@acme.com', 'zed@acme.com'),
      'TEAM_OWNER_TRANSFER_TARGET',
    ],
    [
      'ownership goes to another member, not the owner',
      () => offerOwnership(twoAdmins, 'ann@acme.com', 'ann@acme.com'),
      'TEAM_OWNER_TRANSFER_TARGET',
    ],
    [
      'nobody accepts what was not offered',
      () => acceptOwnership(twoAdmins, 'cat@acme.com'),
      'TEAM_OWNER_TRANSFER_NOT_OFFERED',
    ],
    [
      'only the person offered accepts',
      () => acceptOwnership(offerOwnership(twoAdmins, 'ann@acme.com', 'bob@acme.com'), 'cat@acme.com'),
      'TEAM_OWNER_TRANSFER_NOT_OFFERED',
    ],
  ])('%s', (_rule, fn, code) => {
    expect(codeOf(fn)).toBe(code);
  });

  it('the owner demoting themselves stays the owner', () => {
    const t = changeRole(twoAdmins, 'ann@acme.com', 'ann@acme.com', 'member');
    expect(findMember(t, 'ann@acme.com')).toMatchObject({ role: 'member', owner: true });
    expect(t.owner).toBe('ann@acme.com');
  });

  it('an offer changes nothing until the new owner accepts; then the new owner is an admin and the old one is not the owner', () => {
    const offered = offerOwnership(twoAdmins, 'ann@acme.com', 'Bob@Acme.com');
    expect(offered.owner).toBe('ann@acme.com');
    expect(offered.pendingOwner).toBe('bob@acme.com');
    expect(findMember(offered, 'ann@acme.com')?.owner).toBe(true);
    const moved = acceptOwnership(offered, 'bob@acme.com');
    expect(moved.owner).toBe('bob@acme.com');
    expect(moved.pendingOwner).toBe('');
    expect(findMember(moved, 'bob@acme.com')).toMatchObject({ role: 'admin', owner: true });
    expect(findMember(moved, 'ann@acme.com')).toMatchObject({ role: 'admin', owner: false });
    // The former owner is now an ordinary admin: removable by the new owner.
    expect(codeOf(() => removeMember(moved, 'bob@acme.com', 'ann@acme.com'))).toBeNull();
  });

  it('an invited member who has not accepted cannot be offered the team', () => {
    const invited = addMember(twoAdmins, 'ann@acme.com', 'dan@acme.com', 'admin', now);
    expect(codeOf(() => offerOwnership(invited, 'ann@acme.com', 'dan@acme.com'))).toBe('TEAM_OWNER_TRANSFER_TARGET');
  });

  it('removing the person offered the team withdraws the offer', () => {
    const offered = offerOwnership(twoAdmins, 'ann@acme.com', 'bob@acme.com');
    expect(removeMember(offered, 'ann@acme.com', 'bob@acme.com').pendingOwner).toBe('');
  });
});

describe('invitations: an added person joins only by accepting', () => {
  it('an added member is pending until they accept, and is not an active member meanwhile', () => {
    const t = addMember(team, 'ann@acme.com', 'dan@acme.com', 'member', now);
    expect(findMember(t, 'dan@acme.com')).toMatchObject({ active: false, invited: true });
    expect(isActiveMember(t, 'dan@acme.com')).toBe(false);
    const accepted = acceptInvitation(t, 'Dan@Acme.com');
    expect(findMember(accepted, 'dan@acme.com')).toMatchObject({ active: true, invited: true });
    expect(isActiveMember(accepted, 'dan@acme.com')).toBe(true);
  });

  it('declining removes the invitation', () => {
    const t = addMember(team, 'ann@acme.com', 'dan@acme.com', 'admin', now);
    expect(declineInvitation(t, 'dan@acme.com').member_emails).toEqual(['ann@acme.com', 'bob@acme.com']);
  });

  it.each([
    ['accepting without an invitation', () => acceptInvitation(team, 'zed@acme.com')],
    ['accepting twice', () => acceptInvitation(team, 'bob@acme.com')],
    ['declining as an active member', () => declineInvitation(team, 'bob@acme.com')],
  ])("%s: 'There is no invitation to this team for you.'", (_rule, fn) => {
    expect(codeOf(fn)).toBe('TEAM_INVITATION_NOT_FOUND');
  });

  it('an invited admin does not count as the admin every team needs', () => {
    const t = addMember(team, 'ann@acme.com', 'dan@acme.com', 'admin', now);
    expect(codeOf(() => changeRole(t, 'ann@acme.com', 'ann@acme.com', 'member'))).toBe('TEAM_ADMIN_REQUIRED');
  });
});

describe('Workspace mode and team switcher (spec part 1 §4, §6; part 2 §9.6)', () => {
  it.each([
    [0, 'hidden'],
    [1, 'hidden'],
    [2, 'single'],
    [3, 'multiple'],
    [7, 'multiple'],
  ] as const)('Team switcher with %i teams (personal included): %s', (n, mode) => {
    expect(teamSwitcherMode(n)).toBe(mode);
  });

  it('Mode is team when the current team exists and is not personal', () => {
    expect(isTeamMode(team)).toBe(true);
    expect(isTeamMode(buildPersonalTeam('ann@acme.com'))).toBe(false);
    expect(isTeamMode(null)).toBe(false);
  });

  it('switch entries: one per non-personal team, the current one disabled', () => {
    const hr = buildTeam({ id: 'team-hr', name: 'HR' });
    expect(teamSwitchEntries([buildPersonalTeam('ann@acme.com'), team, hr], 'team-hr')).toEqual([
      { id: 'team-sales', name: 'Sales', disabled: false },
      { id: 'team-hr', name: 'HR', disabled: true },
    ]);
  });

  it('Switching team: if editing an assessment the user goes to /assessments, otherwise the page reloads', () => {
    expect(afterTeamSwitch(true)).toBe('go_to_assessments');
    expect(afterTeamSwitch(false)).toBe('reload');
  });

  it.each([
    ['still a member: stays', team, 'bob@acme.com', null],
    [
      'A member removed from a team moves to their personal team with a message about removal',
      team,
      'zed@acme.com',
      { teamId: 'personal-zed', notice: 'REMOVED_FROM_TEAM' },
    ],
    [
      'a deleted team also moves them',
      buildTeam({ deleted: true }),
      'bob@acme.com',
      { teamId: 'personal-zed', notice: 'REMOVED_FROM_TEAM' },
    ],
  ])('%s', (_rule, current, email, outcome) => {
    expect(afterMembershipCheck(current, 'personal-zed', email)).toEqual(outcome);
  });
});
