import { describe, expect, it } from 'vitest';
import { canManageGroupLinks, groupLinkExpiresAt, isGroupLinkExpired, restrictedGroupParts } from './group-share';

const member = (email: string, role: 'admin' | 'member', active = true) => ({
  email,
  role,
  active,
  owner: false,
  invited: false,
  sendmail: false,
  created_at: '2026-01-01T00:00:00.000Z',
});

describe('a group results link by viewing level (spec part 1 §6)', () => {
  it('a manager sees the whole group page', () => {
    expect(restrictedGroupParts({ role: 'manager', respondent: false })).toEqual([]);
  });
  it('a candidate-level viewer sees no people, no fair-use table, no company answers and no Big Five', () => {
    expect(restrictedGroupParts({ role: 'candidate', respondent: false }).sort()).toEqual([
      'company_culture',
      'fair_use',
      'people',
      'section:big5',
    ]);
  });
});

describe('a group link expires', () => {
  const made = new Date('2026-03-01T10:00:00.000Z');
  it.each([
    [1, '2026-03-02T09:59:00.000Z', false],
    [1, '2026-03-02T10:00:00.000Z', true],
    [7, '2026-03-08T09:59:59.000Z', false],
    [30, '2026-03-31T10:00:00.000Z', true],
  ])('made for %i days, at %s expired = %s', (days, at, expired) => {
    expect(isGroupLinkExpired(groupLinkExpiresAt(made, days), new Date(at))).toBe(expired);
  });
  it('an unreadable expiry opens nothing', () => {
    expect(isGroupLinkExpired('', made)).toBe(true);
  });
});

describe('who may make group links', () => {
  const team = {
    personal: false,
    owner: 'ann@example.com',
    members: [
      member('ann@example.com', 'admin'),
      member('bob@example.com', 'member'),
      member('cy@example.com', 'admin', false),
    ],
  };
  const assessment = { creator: 'dee@example.com' };
  it('the creator, whoever holds the assessment', () => {
    expect(canManageGroupLinks('Dee@Example.com', assessment, team)).toBe(true);
    expect(canManageGroupLinks('dee@example.com', assessment, null)).toBe(true);
  });
  it('an active admin of the holding team; not a plain member, nor an admin who left', () => {
    expect(canManageGroupLinks('ann@example.com', assessment, team)).toBe(true);
    expect(canManageGroupLinks('bob@example.com', assessment, team)).toBe(false);
    expect(canManageGroupLinks('cy@example.com', assessment, team)).toBe(false);
  });
  it("a personal workspace's owner only", () => {
    const personal = { personal: true, owner: 'eve@example.com', members: [member('eve@example.com', 'admin')] };
    expect(canManageGroupLinks('eve@example.com', assessment, personal)).toBe(true);
    expect(canManageGroupLinks('bob@example.com', assessment, personal)).toBe(false);
  });
});
