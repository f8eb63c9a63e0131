import { DomainError } from '@shared/errors';
import { canTransfer, canUnshare, teamsOfferedForSharing } from '@shared/assessments/permissions';
import type { AssessmentDetail } from '@shared/routes';
import { personalTeamId, type UserItem } from '../accounts';
import { domainTeam, loadTeam } from '../teams';
import { RACE_LOST, nextUpdatedAt, retryOnRace, type RaceLost } from '../common/conditional';
import { domainActor, loadVisibleAssessment, placed, toDetail, type AssessmentItem } from './repo';
import { followAssessment } from './respondents-store';
import { patchAssessmentUnlessChanged } from './assessment-store';

interface SharingOptions {
  templateId: string;
  user: UserItem;
  now: Date;
}

/**
 * Share with team (spec part 1 §4, §5): the creator moves a personal assessment to a team they are an
 * active member of. It records where it came from, who moved it and when; its respondents and their
 * answers move with it, so nothing is lost and the team's members see the results.
 */
export async function shareWithTeam({
  templateId,
  teamId,
  user,
  now,
}: SharingOptions & { teamId: string }): Promise<AssessmentDetail> {
  return withFreshAssessment(templateId, user, async (assessment) => {
    const who = domainActor(user);
    if (!canTransfer(who, placed(assessment))) throw new DomainError('FORBIDDEN');
    const target = await loadTeam(teamId);
    if (!target || target.deleted) throw new DomainError('TEAM_NOT_FOUND');
    if ((assessment.scope ?? 'personal') !== 'personal') throw new DomainError('SHARE_TEAM_NOT_ALLOWED');
    if (!teamsOfferedForSharing(who, placed(assessment), [domainTeam(target)]).length) {
      throw new DomainError(
        target.personal || target.teamId === assessment.team_id ? 'SHARE_TEAM_NOT_ALLOWED' : 'NOT_ACTIVE_TEAM_MEMBER',
      );
    }
    const at = now.toISOString();
    return moveAssessment(assessment, {
      scope: 'shared',
      team_id: target.teamId,
      original_team_id: assessment.original_team_id ?? assessment.team_id,
      transferred_by: user.email,
      transferred_at: at,
      updated_at: nextUpdatedAt(assessment.updated_at, now),
      updated_by: user.email,
    });
  });
}

/** Unshare (spec part 1 §4, §5): creator only, on a shared, transferred assessment; back to the personal workspace with its respondents. */
export async function unshareToPersonal({ templateId, user, now }: SharingOptions): Promise<AssessmentDetail> {
  return withFreshAssessment(templateId, user, async (assessment) => {
    if (!canUnshare(domainActor(user), placed(assessment))) throw new DomainError('FORBIDDEN');
    const personal = await loadTeam(personalTeamId(user.sub));
    if (!personal?.personal) throw new DomainError('PERSONAL_TEAM_NOT_FOUND');
    const at = now.toISOString();
    return moveAssessment(assessment, {
      scope: 'personal',
      team_id: personal.teamId,
      unshared_at: at,
      updated_at: nextUpdatedAt(assessment.updated_at, now),
      updated_by: user.email,
    });
  });
}

/** Runs a move on a freshly read assessment; a concurrent change makes the move's condition fail and it runs again. */
async function withFreshAssessment(
  id: string,
  user: UserItem,
  move: (t: AssessmentItem) => Promise<AssessmentItem | RaceLost>,
) {
  return retryOnRace(async () => {
    const moved = await move(await loadVisibleAssessment(id, user));
    return moved === RACE_LOST ? RACE_LOST : toDetail(moved);
  });
}

type Move = Pick<AssessmentItem, 'scope' | 'team_id' | 'updated_at' | 'updated_by'> &
  Partial<Pick<AssessmentItem, 'original_team_id' | 'transferred_by' | 'transferred_at' | 'unshared_at'>>;

/**
 * One conditional write moves the assessment (a concurrent edit or move makes it fail and the caller
 * retries with fresh data); then its public link and each respondent follow, a page at a time. Moving
 * respondents is idempotent, so a retry after an interruption finishes the job.
 */
async function moveAssessment(assessment: AssessmentItem, move: Move): Promise<AssessmentItem | RaceLost> {
  const written = await patchAssessmentUnlessChanged(assessment, move);
  if (written === RACE_LOST) return RACE_LOST;
  await followAssessment(assessment, { teamId: move.team_id }, move.updated_at);
  return written;
}
