import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  cloneAssessment,
  markTestOpened,
  sectionFlags,
  softDeleteAssessment,
  assessmentProgress,
  transferAssessment,
  unshareTemplate,
} from './assessment';
import { DomainError } from '../errors/domain-error';
import {
  ann,
  bob,
  buildPersonalTeam,
  buildTeam,
  buildAssessment,
  buildMember,
} from '../../../test/builders/assessment';

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

describe('Progress = completed / total * 100, rounded (spec part 1 §4)', () => {
  it.each([
    [0, 0, 0],
    [0, 3, 0],
    [1, 3, 33],
    [2, 3, 67],
    [1, 8, 13],
    [3, 3, 100],
  ])('%i of %i -> %i%%', (completed, total, progress) => {
    expect(assessmentProgress(completed, total)).toBe(progress);
  });

  it('progress stays between 0 and 100', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(1000), (a, b) => {
        const p = assessmentProgress(a, b);
        return Number.isInteger(p) && p >= 0 && p <= 100;
      }),
    );
  });
});

describe('Template started (spec part 1 §4)', () => {
  it('is_started_test becomes true when the first candidate opens the test', () => {
    expect(markTestOpened(buildAssessment({ is_started_test: false }), 'TODO', now)).toEqual({
      is_started_test: true,
      last_activity_at: now.toISOString(),
    });
    expect(markTestOpened(buildAssessment({ is_started_test: false }), 'INVITED', now)).toBeNull();
    expect(markTestOpened(buildAssessment({ is_started_test: true }), 'IN_PROGRESS', now)).toBeNull();
  });
});

describe('Transfer: personal to shared (spec part 1 §4, §5)', () => {
  const sales = buildTeam();
  const t = buildAssessment();

  it('records original team, actor and time, and sets scope shared', () => {
    const shared = transferAssessment(t, sales, ann, now);
    expect(shared).toMatchObject({
      scope: 'shared',
      team_id: 'team-sales',
      original_team_id: 'personal-ann',
      transferred_by: 'ann@acme.com',
      transferred_at: now.toISOString(),
    });
  });

  it.each([
    ['template exists', null, sales, ann, 'DATA_NOT_FOUND'],
    ['a deleted template does not exist', buildAssessment({ deleted: true }), sales, ann, 'DATA_NOT_FOUND'],
    ['target team exists', t, null, ann, 'TEAM_NOT_FOUND'],
    ['only the creator may transfer', t, sales, bob, 'FORBIDDEN'],
    ['a non-creator learns nothing about the target team', t, null, bob, 'FORBIDDEN'],
    [
      'a shared template is not transferred again',
      buildAssessment({ team_id: 'team-hr', scope: 'shared' }),
      sales,
      ann,
      'SHARE_TEAM_NOT_ALLOWED',
    ],
    [
      'actor is an active member of the target team',
      t,
      buildTeam({
        members: [buildMember('zed@acme.com', 'admin'), buildMember('ann@acme.com', 'member', { active: false })],
      }),
      ann,
      'NOT_ACTIVE_TEAM_MEMBER',
    ],
    ['not to a personal team', t, buildPersonalTeam('ann@acme.com'), ann, 'SHARE_TEAM_NOT_ALLOWED'],
    [
      'not to the team currently holding it',
      buildAssessment({ team_id: 'team-sales', scope: 'personal' }),
      sales,
      { ...ann, currentTeamId: 'team-sales' },
      'SHARE_TEAM_NOT_ALLOWED',
    ],
  ] as const)('%s', (_rule, tpl, team, actor, code) => {
    expect(codeOf(() => transferAssessment(tpl, team, actor, now))).toBe(code);
  });
});

describe('Unshare: shared to personal (spec part 1 §4, §5)', () => {
  const shared = { ...buildAssessment(), ...transferAssessment(buildAssessment(), buildTeam(), ann, now) };
  it('returns to the personal team and sets unshared_at', () => {
    const later = new Date('2026-03-02T00:00:00Z');
    expect(unshareTemplate(shared, ann, buildPersonalTeam('ann@acme.com'), later)).toMatchObject({
      scope: 'personal',
      team_id: 'personal-ann',
      unshared_at: later.toISOString(),
    });
  });
  it.each([
    ['only the creator', shared, bob, buildPersonalTeam('ann@acme.com'), 'FORBIDDEN'],
    ['only shared, transferred ones', buildAssessment(), ann, buildPersonalTeam('ann@acme.com'), 'FORBIDDEN'],
    ['the personal team must exist', shared, ann, null, 'PERSONAL_TEAM_NOT_FOUND'],
  ] as const)('%s', (_rule, tpl, actor, team, code) => {
    expect(codeOf(() => unshareTemplate(tpl, actor, team, now))).toBe(code);
  });
});

describe('Soft delete sets deleted; its candidates are flagged deleted too (spec part 1 §4)', () => {
  it('flags template and candidates', () => {
    const r = softDeleteAssessment(buildAssessment(), ann, now);
    expect(r.template).toMatchObject({ deleted: true, deleted_by: 'ann@acme.com', deleted_at: now.toISOString() });
    expect(r.candidates).toEqual({ deleted: true, updated_at: now.toISOString() });
  });
  it('Edit and delete only for the creator', () => {
    expect(codeOf(() => softDeleteAssessment(buildAssessment(), bob, now))).toBe('FORBIDDEN');
  });
  it('deleting again leaves the template as it is and flags the candidates an interrupted delete left', () => {
    const r = softDeleteAssessment(buildAssessment({ deleted: true }), ann, now);
    expect(r).toEqual({ template: null, candidates: { deleted: true, updated_at: now.toISOString() } });
  });
  it('to anyone but its creator a deleted template does not exist', () => {
    expect(codeOf(() => softDeleteAssessment(buildAssessment({ deleted: true }), bob, now))).toBe('DATA_NOT_FOUND');
  });
});

describe('Clone makes a personal copy (spec part 1 §4)', () => {
  const shared = buildAssessment({ team_id: 'team-sales', scope: 'shared', creator: 'ann@acme.com' });

  it('deleted false, is_started_test false, counts reset; (Copy) when cloned within the same team', () => {
    const copy = cloneAssessment(shared, bob, 't2', now);
    expect(copy).toMatchObject({
      id: 't2',
      form_name: 'Engineers 2026 (Copy)',
      status: 'published',
      scope: 'personal',
      team_id: 'team-sales',
      creator: 'bob@acme.com',
      deleted: false,
      is_started_test: false,
      candidate_total: 0,
      progress: 0,
      is_copied: true,
      copied_by: 'bob@acme.com',
      copied_at: now.toISOString(),
      published_at: now.toISOString(),
    });
  });

  it('no suffix when the copy lands in another team', () => {
    const copy = cloneAssessment(shared, { ...bob, currentTeamId: 'personal-bob' }, 't3', now);
    expect(copy.form_name).toBe('Engineers 2026');
    expect(copy.team_id).toBe('personal-bob');
  });

  it('the suffix stays within the name limit; a draft gives a draft without published_at', () => {
    const long = cloneAssessment(buildAssessment({ form_name: 'x'.repeat(150), status: 'draft' }), ann, 't4', now);
    expect(long.form_name).toHaveLength(150);
    expect(long.status).toBe('draft');
    expect(long).not.toHaveProperty('published_at');
  });
});

describe('Section flags (spec part 1 §4)', () => {
  it('true when the draft has the section; values and archetypes false while AI setup is pending review', () => {
    const flags = sectionFlags({
      sections: ['values_and_traits', 'oaic_archetypes', 'acceptable_behaviors', 'custom_survey'],
      section_status: {
        values_and_traits: 'pending_review',
        oaic_archetypes: 'completed',
        acceptable_behaviors: 'pending_review',
      },
    });
    expect(flags).toMatchObject({
      values_and_traits: false,
      oaic_archetypes: true,
      acceptable_behaviors: true,
      custom_survey: true,
      big5: false,
    });
  });
});
