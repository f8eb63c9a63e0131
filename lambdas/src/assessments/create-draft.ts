import { assertOrganizationTypeWithSections, createTourActive } from '@shared/assessments/draft';
import { transferAssessment } from '@shared/assessments/assessment';
import type { Body, RouteOf, AssessmentDetail } from '@shared/routes';
import { personalTeamId, type UserItem } from '../accounts';
import { domainTeam, loadTeam } from '../teams';
import { newId } from '../common/ids';
import { referralEventSafely } from '../credits';
import { newDraftOwner, trimDrafts } from './drafts';
import { domainActor, toDetail } from './repo';
import { createAssessmentRecord } from './assessment-store';

export interface CreateDraftOptions {
  user: UserItem;
  /** The wizard's first step, as sent. */
  draft: Body<RouteOf<'createTemplate'>>;
  now: Date;
}

/**
 * Wizard step 1 (spec part 1 §2 Create wizard): a draft on the server in the user's current team, so a reload
 * or another device resumes it from My Assessments. At most 5 drafts are kept per user (`trimDrafts`).
 * A draft started from the create tour's popover is marked so that publishing it finishes the tour.
 * Team access: a chosen team is checked by the Share with team rule before anything is written.
 */
export async function createDraft({ user, draft, now }: CreateDraftOptions): Promise<AssessmentDetail> {
  const at = now.toISOString();
  const { via_tour: viaTour, team_id: teamId, ...details } = draft;
  // Not given, the account's own organization type (My account) is the draft's.
  const typeOfOrg = details.type_of_org || user.typeOfOrg || '';
  assertOrganizationTypeWithSections({ sections: details.sections, type_of_org: typeOfOrg });
  const owner = newDraftOwner(user, at);
  const placement = teamId ? await placeInTeam(user, teamId, now) : {};
  const data = await createAssessmentRecord({
    id: newId(),
    status: 'draft',
    ...details,
    // spec part 1 §3 is_created_by_guided_tour: only while the user's create tour runs, whatever the client says.
    is_created_by_guided_tour: viaTour && createTourActive(user),
    type_of_org: typeOfOrg,
    sections: [...new Set(details.sections)],
    ...owner,
    ...placement,
  });
  await trimDrafts(user, now);
  // spec part 2 §4: a referred friend's first assessment moves the referral on; its credits wait for real use.
  await referralEventSafely('assessment_created', user.email, now);
  return toDetail(data);
}

/**
 * Team access chosen on the wizard's first step (spec part 1 §2): the new draft is shared with the team straight
 * away, as if made in the personal workspace and then shared (spec part 1 §5), so the same rule applies (an
 * active member of a live team) and Unshare later takes it back to the personal workspace.
 */
async function placeInTeam(user: UserItem, teamId: string, now: Date) {
  const target = await loadTeam(teamId);
  const inPersonal = {
    creator: user.email,
    deleted: false,
    team_id: personalTeamId(user.sub),
    scope: 'personal' as const,
    original_team_id: null,
    transferred_at: null,
  };
  const {
    updated_at: _at,
    updated_by: _by,
    ...move
  } = transferAssessment(inPersonal, target && domainTeam(target), domainActor(user), now);
  return move;
}
