import { describe, expect, it } from 'vitest';
import { addMember, afterMembershipCheck, afterTeamSwitch, changeRole, deleteTeam, isTeamMode, removeMember, teamSwitcherMode, teamSwitchEntries } from './members';
import { ZTeam } from './types';
import { DomainError } from '../errors/domain-error';
import { validationErrorCode } from '../errors/validation';
import { buildMember, buildPersonalTeam, buildTeam } from '../../../test/builders/template';

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
const twoAdmins = buildTeam({ members: [buildMember('ann@acme.com', 'admin', { owner: true }), buildMember('cat@acme.com', 'admin'), buildMember('bob@acme.com')] });

describe('Team roles (spec part 1 §5, §6; part 2 §6)', () => {
  it.each([
    ['A duplicate member cannot be added', () => addMember(team, 'ann@acme.com', 'Bob@Acme.com', 'member', now), 'TEAM_MEMBER_EXISTS'],
    ['the admin adds members', () => addMember(team, 'ann@acme.com', 'dan@acme.com', 'member', now), null],
    ['a member cannot add members', () => addMember(team, 'bob@acme.com', 'dan@acme.com', 'member', now), 'FORBIDDEN'],
    ['the last admin cannot be removed', () => removeMember(team, 'ann@acme.com', 'ann@acme.com', true), 'TEAM_LAST_ADMIN'],
    ['removing yourself as admin asks confirmation', () => removeMember(twoAdmins, 'cat@acme.com', 'cat@acme.com'), 'TEAM_SELF_REMOVAL_NEEDS_CONFIRMATION'],
    ['confirmed self-removal as admin', () => removeMember(twoAdmins, 'cat@acme.com', 'cat@acme.com', true), null],
    ['Members may leave', () => removeMember(team, 'bob@acme.com', 'bob@acme.com'), null],
    ['a member cannot remove others', () => removeMember(twoAdmins, 'bob@acme.com', 'cat@acme.com'), 'FORBIDDEN'],
    ['Admin can remove members', () => removeMember(team, 'ann@acme.com', 'bob@acme.com'), null],
    ['removing someone not in the team', () => removeMember(team, 'ann@acme.com', 'nobody@acme.com'), 'TEAM_MEMBER_NOT_FOUND'],
    ['every team needs at least one admin: last admin cannot be demoted', () => changeRole(team, 'ann@acme.com', 'ann@acme.com', 'member'), 'TEAM_ADMIN_REQUIRED'],
    ['Admin can change roles', () => changeRole(team, 'ann@acme.com', 'bob@acme.com', 'admin'), null],
    ['a member cannot change roles', () => changeRole(team, 'bob@acme.com', 'bob@acme.com', 'admin'), 'FORBIDDEN'],
    ['Admin can delete a team', () => deleteTeam(team, 'ann@acme.com'), null],
    ['a member cannot delete a team', () => deleteTeam(team, 'bob@acme.com'), 'FORBIDDEN'],
    ['a personal team is not deleted', () => deleteTeam(buildPersonalTeam('ann@acme.com'), 'ann@acme.com'), 'FORBIDDEN'],
  ])('%s', (_rule, fn, code) => {
    expect(codeOf(fn)).toBe(code);
  });

  it('added members are stored lowercased and listed in member_emails', () => {
    const t = addMember(team, 'ann@acme.com', 'Dan@Acme.com', 'member', now);
    expect(t.member_emails).toEqual(['ann@acme.com', 'bob@acme.com', 'dan@acme.com']);
  });

  it.each([
    ['a team without an admin', { members: [buildMember('bob@acme.com')] }, 'TEAM_ADMIN_REQUIRED'],
    ['a team with the same member twice', { members: [buildMember('ann@acme.com', 'admin'), buildMember('ann@acme.com')] }, 'TEAM_MEMBER_EXISTS'],
  ])('the team record refuses %s', (_rule, patch, code) => {
    const r = ZTeam.safeParse(buildTeam(patch));
    expect(r.success ? null : validationErrorCode(r.error)).toBe(code);
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
    ['A member removed from a team moves to their personal team with a message about removal', team, 'zed@acme.com', { teamId: 'personal-zed', notice: 'REMOVED_FROM_TEAM' }],
    ['a deleted team also moves them', buildTeam({ deleted: true }), 'bob@acme.com', { teamId: 'personal-zed', notice: 'REMOVED_FROM_TEAM' }],
  ])('%s', (_rule, current, email, outcome) => {
    expect(afterMembershipCheck(current, 'personal-zed', email)).toEqual(outcome);
  });
});
