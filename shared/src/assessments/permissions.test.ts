import { describe, expect, it } from 'vitest';
import {
  canClone,
  canDelete,
  canEdit,
  canShare,
  canTransfer,
  canUnshare,
  shareDialogButtons,
  teamsOfferedForSharing,
  assessmentActions,
  isAssessmentVisible,
} from './permissions';
import { canView, viewOrPlaceholder, type ElementVisibility, type Viewer } from './viewer';
import { errorMessage } from '../errors/texts';
import {
  ann,
  bob,
  buildMember,
  buildPersonalTeam,
  buildTeam,
  buildAssessment,
} from '../../../test/builders/assessment';

const sales = buildTeam();
const hr = buildTeam({ id: 'team-hr', name: 'HR' });
const annPersonal = buildPersonalTeam('ann@acme.com');

describe('isAssessmentVisible (spec part 1 §6)', () => {
  const assessments = [
    buildAssessment({ id: 'own-personal' }),
    buildAssessment({
      id: 'transferred-away',
      team_id: 'team-sales',
      scope: 'shared',
      original_team_id: 'personal-ann',
      transferred_at: 'x',
    }),
    buildAssessment({ id: 'bob-shared', creator: 'bob@acme.com', team_id: 'team-sales', scope: 'shared' }),
    buildAssessment({ id: 'bob-personal-in-team', creator: 'bob@acme.com', team_id: 'team-sales', scope: 'personal' }),
    buildAssessment({ id: 'ann-personal-in-team', team_id: 'team-sales', scope: 'personal' }),
    buildAssessment({ id: 'deleted', deleted: true }),
    buildAssessment({ id: 'other-team', creator: 'zed@acme.com', team_id: 'team-hr', scope: 'shared' }),
  ];
  const ids = (actor: typeof ann) => assessments.filter((t) => isAssessmentVisible(actor, t)).map((t) => t.id);

  it('Users in their personal team see own personal templates and those they created that were transferred elsewhere', () => {
    expect(ids(ann)).toEqual(['own-personal', 'transferred-away']);
  });
  it('in a team: templates of their team (shared, or personal ones they created)', () => {
    expect(ids({ ...ann, currentTeamId: 'team-sales' })).toEqual([
      'transferred-away',
      'bob-shared',
      'ann-personal-in-team',
    ]);
    expect(ids(bob)).toEqual(['transferred-away', 'bob-shared', 'bob-personal-in-team']);
  });
});

describe('Template creator: edit, delete, transfer, unshare (spec part 1 §6)', () => {
  const own = buildAssessment();
  const sharedOwn = buildAssessment({
    team_id: 'team-sales',
    scope: 'shared',
    transferred_at: '2026-01-05T00:00:00Z',
    original_team_id: 'personal-ann',
  });
  it.each([
    ['creator may edit', canEdit(ann, own), true],
    ['others may not edit', canEdit(bob, own), false],
    ['nobody edits a deleted template', canEdit(ann, buildAssessment({ deleted: true })), false],
    ['creator may delete', canDelete(ann, own), true],
    ['others may not delete', canDelete(bob, sharedOwn), false],
    ['creator may transfer', canTransfer(ann, own), true],
    ['others may not transfer', canTransfer(bob, own), false],
    ['Unshare only for the creator on shared, transferred ones', canUnshare(ann, sharedOwn), true],
    ['not on a personal one', canUnshare(ann, own), false],
    ['not by another member', canUnshare(bob, sharedOwn), false],
    [
      'not on shared ones never transferred',
      canUnshare(ann, buildAssessment({ scope: 'shared', team_id: 'team-sales' })),
      false,
    ],
    ['Other team members: clone', canClone(bob, sharedOwn, sales), true],
    [
      'an inactive member may not clone',
      canClone(
        bob,
        sharedOwn,
        buildTeam({
          members: [buildMember('ann@acme.com', 'admin'), buildMember('bob@acme.com', 'member', { active: false })],
        }),
      ),
      false,
    ],
    ['a non-member may not clone', canClone({ ...bob, email: 'zed@acme.com' }, sharedOwn, sales), false],
    ['own personal template: clone', canClone(ann, own, annPersonal), true],
  ])('%s', (_rule, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('Share offered only to the creator, on personal-scope assessments, when a non-personal team exists (spec part 1 §5)', () => {
  it.each([
    ['creator, personal scope, a team exists', ann, buildAssessment(), [annPersonal, sales], true],
    ['only personal teams', ann, buildAssessment(), [annPersonal], false],
    ['not the creator', bob, buildAssessment(), [sales], false],
    ['already shared', ann, buildAssessment({ scope: 'shared', team_id: 'team-sales' }), [sales, hr], false],
  ] as const)('%s -> %s', (_rule, actor, t, teams, ok) => {
    expect(canShare(actor, t, teams)).toBe(ok);
  });

  it('Teams offered for sharing exclude personal teams and the team currently holding the template or its original team', () => {
    const deletedTeam = buildTeam({ id: 'team-gone', deleted: true });
    const notMember = buildTeam({ id: 'team-x', members: [buildMember('zed@acme.com', 'admin')] });
    const t = buildAssessment({ team_id: 'team-hr', original_team_id: 'team-sales', scope: 'personal' });
    expect(
      teamsOfferedForSharing(ann, t, [
        annPersonal,
        sales,
        hr,
        deletedTeam,
        notMember,
        buildTeam({ id: 'team-ops' }),
      ]).map((x) => x.id),
    ).toEqual(['team-ops']);
  });

  it('Share and Cancel disabled during transfer; Share requires a selected team', () => {
    expect(shareDialogButtons({ selectedTeamId: null, transferring: false })).toEqual({ share: false, cancel: true });
    expect(shareDialogButtons({ selectedTeamId: 'team-sales', transferring: false })).toEqual({
      share: true,
      cancel: true,
    });
    expect(shareDialogButtons({ selectedTeamId: 'team-sales', transferring: true })).toEqual({
      share: false,
      cancel: false,
    });
  });

  it('row menu: anyone who sees a shared template may duplicate; only the creator edits', () => {
    const t = buildAssessment({ team_id: 'team-sales', scope: 'shared', transferred_at: 'x' });
    expect(assessmentActions(bob, t, sales, [sales])).toEqual({
      edit: false,
      duplicate: true,
      share: false,
      unshare: false,
      delete: false,
    });
    expect(assessmentActions({ ...ann, currentTeamId: 'team-sales' }, t, sales, [sales, hr])).toEqual({
      edit: true,
      duplicate: true,
      share: false,
      unshare: true,
      delete: true,
    });
  });
});

describe('Viewer levels (spec part 1 §6)', () => {
  const candidate: Viewer = { role: 'candidate', respondent: false };
  const respondent: Viewer = { role: 'candidate', respondent: true };
  const manager: Viewer = { role: 'manager', respondent: false };
  it.each<[string, Viewer, ElementVisibility, boolean]>([
    ['candidate is the default and sees plain elements', candidate, {}, true],
    ['hides elements for respondents', respondent, { hideForRespondent: true }, false],
    ['a manager is not a respondent', manager, { hideForRespondent: true }, true],
    ['hides elements for candidates', candidate, { hideForCandidate: true }, false],
    ['managers see candidate-hidden elements', manager, { hideForCandidate: true }, true],
    ['hides elements for non-managers', candidate, { hideForNonManager: true }, false],
    ['high-sensitivity content hidden unless manager', candidate, { highSensitivity: true }, false],
    ['high-sensitivity content shown to a manager', manager, { highSensitivity: true }, true],
  ])('%s', (_rule, viewer, element, visible) => {
    expect(canView(viewer, element)).toBe(visible);
  });

  it("placeholder text: 'This information is not available for your viewing level.'", async () => {
    const r = viewOrPlaceholder(candidate, { highSensitivity: true });
    expect(r).toBe('VIEWING_LEVEL_RESTRICTED');
    if (r !== 'show') expect(await errorMessage(r)).toBe('This information is not available for your viewing level.');
    expect(canView()).toBe(true);
  });
});
