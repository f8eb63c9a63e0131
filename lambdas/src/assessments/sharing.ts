import { transferAssessment, unshareTemplate } from '@shared/assessments/assessment';
import type { AssessmentDetail } from '@shared/routes';
import { personalTeamId, type UserItem } from '../accounts';
import { domainTeam, loadTeam } from '../teams';
import { RACE_LOST, nextUpdatedAt, retryOnRace, type RaceLost } from '../common/conditional';
import { domainActor, loadVisibleAssessment, placed, toDetail, type AssessmentItem } from './repo';
import { followAssessment } from './respondents-store';
import { moveAssessmentRecord } from './assessment-store';
import type { AuditEventInput, AuditRequest } from '../db/audit';

interface SharingOptions {
  templateId: string;
  user: UserItem;
  request: AuditRequest;
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
  request,
  now,
}: SharingOptions & { teamId: string }): Promise<AssessmentDetail> {
  return withFreshAssessment(templateId, user, async (assessment) => {
    const target = await loadTeam(teamId);
    const move = transferAssessment(placed(assessment), target && domainTeam(target), domainActor(user), now);
    const set = { ...move, updated_at: nextUpdatedAt(assessment.updated_at, now) };
    // Logged in the team it arrives in, whose admins now answer for it.
    return moveAssessment(
      assessment,
      set,
      moveEvent('assessment_shared', move.team_id, assessment, user, request, now),
    );
  });
}

/** Unshare (spec part 1 §4, §5): creator only, on a shared, transferred assessment; back to the personal workspace with its respondents. */
export async function unshareToPersonal({ templateId, user, request, now }: SharingOptions): Promise<AssessmentDetail> {
  return withFreshAssessment(templateId, user, async (assessment) => {
    const personal = await loadTeam(personalTeamId(user.sub));
    const move = unshareTemplate(
      placed(assessment),
      domainActor(user),
      personal && { id: personal.teamId, personal: personal.personal },
      now,
    );
    const set = { ...move, updated_at: nextUpdatedAt(assessment.updated_at, now) };
    // Logged in the team it leaves, whose admins no longer see it.
    const event = moveEvent('assessment_unshared', assessment.team_id, assessment, user, request, now);
    return moveAssessment(assessment, set, event);
  });
}

function moveEvent(
  action: 'assessment_shared' | 'assessment_unshared',
  teamId: string,
  assessment: AssessmentItem,
  user: UserItem,
  request: AuditRequest,
  now: Date,
): AuditEventInput {
  const target = { type: 'assessment' as const, id: assessment.id };
  return { teamId, action, actor: user.sub, target, formId: assessment.id, request, now };
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
async function moveAssessment(
  assessment: AssessmentItem,
  move: Move,
  event: AuditEventInput,
): Promise<AssessmentItem | RaceLost> {
  const written = await moveAssessmentRecord(assessment, move, event);
  if (written === RACE_LOST) return RACE_LOST;
  await followAssessment(assessment, { teamId: move.team_id }, move.updated_at);
  return written;
}
