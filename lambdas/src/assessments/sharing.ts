import { transferAssessment, unshareTemplate } from '@shared/assessments/assessment';
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
    const target = await loadTeam(teamId);
    const move = transferAssessment(placed(assessment), target && domainTeam(target), domainActor(user), now);
    return moveAssessment(assessment, { ...move, updated_at: nextUpdatedAt(assessment.updated_at, now) });
  });
}

/** Unshare (spec part 1 §4, §5): creator only, on a shared, transferred assessment; back to the personal workspace with its respondents. */
export async function unshareToPersonal({ templateId, user, now }: SharingOptions): Promise<AssessmentDetail> {
  return withFreshAssessment(templateId, user, async (assessment) => {
    const personal = await loadTeam(personalTeamId(user.sub));
    const move = unshareTemplate(
      placed(assessment),
      domainActor(user),
      personal && { id: personal.teamId, personal: personal.personal },
      now,
    );
    return moveAssessment(assessment, { ...move, updated_at: nextUpdatedAt(assessment.updated_at, now) });
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
