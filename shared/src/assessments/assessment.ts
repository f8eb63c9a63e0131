import { normalizeEmail } from '../accounts/email';
import { DomainError } from '../errors/domain-error';
import { TEXT_LIMITS } from '../constants/limits';
import { SECTION_KINDS, type SectionKind } from '../sections/kinds';
import { SECTION_META } from '../sections/meta-registry';
import type { RespondentStatus } from '../respondents/types';
import type { Team } from '../teams/types';
import { canDelete, canTransfer, canUnshare, teamsOfferedForSharing } from './permissions';
import type { Actor, Assessment } from './types';

/** Progress = completed / total * 100, rounded (spec part 1 §4, part 2 §9.4); 0 with no candidates. */
export function assessmentProgress(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((Math.min(completed, total) / total) * 100);
}

/**
 * is_started_test becomes true when the first candidate opens the test (spec part 1 §4): once a respondent is past
 * INVITED, the fields to write; null when there is nothing to change.
 */
export function markTestOpened(
  assessment: Pick<Assessment, 'is_started_test'>,
  respondentStatus: RespondentStatus,
  now: Date,
) {
  if (assessment.is_started_test || respondentStatus === 'INVITED') return null;
  return { is_started_test: true as const, last_activity_at: now.toISOString() };
}

/** Where a template is and who made it: what transfer, unshare and the permission rules read. */
export type PlacedAssessment = Pick<
  Assessment,
  'creator' | 'deleted' | 'team_id' | 'scope' | 'original_team_id' | 'transferred_at'
>;
type TeamRef = Pick<Team, 'id' | 'personal' | 'deleted' | 'members'>;

/**
 * Transfer (share) to a team (spec part 1 §4, §5): the template exists, only the creator may transfer, the
 * target team exists, the template is still personal, the actor is an active member of the team and it is one
 * offered for sharing. Returns the fields that change: the original team (the first one, kept across
 * transfers), actor and time.
 */
export function transferAssessment(
  assessment: PlacedAssessment | null | undefined,
  target: TeamRef | null | undefined,
  actor: Actor,
  now: Date,
) {
  if (!assessment || assessment.deleted) throw new DomainError('DATA_NOT_FOUND');
  if (!canTransfer(actor, assessment)) throw new DomainError('FORBIDDEN');
  if (!target || target.deleted) throw new DomainError('TEAM_NOT_FOUND');
  if (assessment.scope !== 'personal') throw new DomainError('SHARE_TEAM_NOT_ALLOWED');
  if (!teamsOfferedForSharing(actor, assessment, [target]).length) {
    throw new DomainError(
      target.personal || target.id === assessment.team_id ? 'SHARE_TEAM_NOT_ALLOWED' : 'NOT_ACTIVE_TEAM_MEMBER',
    );
  }
  const at = now.toISOString();
  return {
    scope: 'shared' as const,
    team_id: target.id,
    original_team_id: assessment.original_team_id ?? assessment.team_id,
    transferred_by: actor.email,
    transferred_at: at,
    updated_at: at,
    updated_by: actor.email,
  };
}

/**
 * Unshare (spec part 1 §4, §5): creator only, shared and transferred; back to the personal team. Returns the
 * fields that change.
 */
export function unshareTemplate(
  assessment: PlacedAssessment,
  actor: Actor,
  personalTeam: Pick<Team, 'id' | 'personal'> | null | undefined,
  now: Date,
) {
  if (!canUnshare(actor, assessment)) throw new DomainError('FORBIDDEN');
  if (!personalTeam || !personalTeam.personal) throw new DomainError('PERSONAL_TEAM_NOT_FOUND');
  const at = now.toISOString();
  return {
    scope: 'personal' as const,
    team_id: personalTeam.id,
    unshared_at: at,
    updated_at: at,
    updated_by: actor.email,
  };
}

/**
 * Soft delete (spec part 1 §4): the creator's only ('Forbidden' to others). The template is flagged deleted, by
 * whom and when, and so is each of its candidates; nothing is removed. Deleting again (by the creator; to anyone
 * else a deleted template does not exist) changes nothing on the template and finishes flagging the candidates
 * an interrupted delete left. Returns the fields to write: `template` null when it is already deleted.
 */
export function softDeleteAssessment(assessment: Pick<Assessment, 'creator' | 'deleted'>, actor: Actor, now: Date) {
  const at = now.toISOString();
  const candidates = { deleted: true as const, updated_at: at };
  if (assessment.deleted) {
    if (normalizeEmail(assessment.creator) !== normalizeEmail(actor.email)) throw new DomainError('DATA_NOT_FOUND');
    return { template: null, candidates };
  }
  if (!canDelete(actor, assessment)) throw new DomainError('FORBIDDEN');
  return {
    template: {
      deleted: true as const,
      deleted_by: actor.email,
      deleted_at: at,
      updated_at: at,
      updated_by: actor.email,
    },
    candidates,
  };
}

export const COPY_SUFFIX = ' (Copy)';

/**
 * Clone (spec part 1 §4): the copy's own fields. It is personal, in the actor's current team, theirs, not deleted,
 * not started and with counts reset; the name gains " (Copy)" (within the name's length limit) only when the copy
 * lands in the same team as the original; a published original gives a published copy. Who may clone is who may
 * see the template (isAssessmentVisible; the menu shows Duplicate by canClone, the same set). The caller copies
 * the content (sections, setup, answers); respondents stay with the original.
 */
export function cloneAssessment(
  source: Pick<Assessment, 'form_name' | 'team_id' | 'status'>,
  actor: Actor,
  newId: string,
  now: Date,
) {
  const at = now.toISOString();
  const sameTeam = actor.currentTeamId === source.team_id;
  return {
    id: newId,
    form_name: sameTeam ? `${source.form_name}${COPY_SUFFIX}`.slice(0, TEXT_LIMITS.assessmentName) : source.form_name,
    status: source.status,
    scope: 'personal' as const,
    team_id: actor.currentTeamId,
    creator: actor.email,
    deleted: false,
    is_started_test: false,
    candidate_total: 0,
    progress: 0,
    is_copied: true,
    copied_by: actor.email,
    copied_at: at,
    created_at: at,
    updated_at: at,
    updated_by: actor.email,
    ...(source.status === 'published' ? { published_at: at } : {}),
  };
}

/**
 * Section flags (spec part 1 §4): true when the draft has the section; a kind whose flag awaits review (its meta's
 * `flagAwaitsReview`: values and culture profile) stays false while its AI setup is pending review.
 */
export function sectionFlags(
  assessment: Pick<Assessment, 'sections' | 'section_status'>,
): Record<SectionKind, boolean> {
  const flag = (kind: SectionKind) =>
    assessment.sections.includes(kind) &&
    !(SECTION_META[kind].flagAwaitsReview && assessment.section_status[kind] === 'pending_review');
  return Object.fromEntries(SECTION_KINDS.map((kind) => [kind, flag(kind)])) as Record<SectionKind, boolean>;
}
