import { DomainError } from '../errors/domain-error';
import { SECTION_KINDS, type SectionKind } from '../sections/kinds';
import { SECTION_META } from '../sections/meta-registry';
import type { CandidateAssessment } from '../respondents/types';
import { isCompletedStatus } from '../respondents/status';
import type { Team } from '../teams/types';
import { canClone, canDelete, canTransfer, canUnshare, teamsOfferedForSharing } from './permissions';
import type { Actor, Template } from './types';

/** Progress = completed / total * 100, rounded (spec part 1 §4, part 2 §9.4); 0 with no candidates. */
export function templateProgress(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((Math.min(completed, total) / total) * 100);
}

type Counted = Pick<CandidateAssessment, 'status' | 'deleted'>;

/**
 * Recompute counts (spec part 1 §4): progress from completed candidates; is_started_test is true
 * when there are candidates and none is still INVITED. Deleted candidates do not count.
 */
export function recomputeTemplateStats<T extends Template>(template: T, candidates: readonly Counted[]): T {
  const live = candidates.filter((c) => !c.deleted);
  const completed = live.filter((c) => isCompletedStatus(c.status)).length;
  return {
    ...template,
    candidate_total: live.length,
    progress: templateProgress(completed, live.length),
    is_started_test: live.length > 0 && live.every((c) => c.status !== 'INVITED'),
  };
}

/** is_started_test becomes true when the first candidate opens the test. */
export function markTestOpened<T extends Template>(template: T, now: Date): T {
  return { ...template, is_started_test: true, last_activity_at: now.toISOString() };
}

/**
 * Transfer (share) to a team (spec part 1 §5): the template exists, the target team exists, the
 * actor is an active member of it, only the creator may transfer, and the team is one offered for
 * sharing. Records the original team (the first one, kept across transfers), actor and time.
 */
export function transferTemplate<T extends Template>(
  template: T | null | undefined,
  target: Team | null | undefined,
  actor: Actor,
  now: Date,
): T {
  if (!template || template.deleted) throw new DomainError('DATA_NOT_FOUND');
  if (!target || target.deleted) throw new DomainError('TEAM_NOT_FOUND');
  if (!canTransfer(actor, template)) throw new DomainError('FORBIDDEN');
  if (!teamsOfferedForSharing(actor, template, [target]).length) {
    throw new DomainError(
      target.personal || target.id === template.team_id ? 'SHARE_TEAM_NOT_ALLOWED' : 'NOT_ACTIVE_TEAM_MEMBER',
    );
  }
  const at = now.toISOString();
  return {
    ...template,
    scope: 'shared',
    team_id: target.id,
    original_team_id: template.original_team_id ?? template.team_id,
    transferred_by: actor.email,
    transferred_at: at,
    updated_at: at,
    updated_by: actor.email,
  };
}

/** Unshare (spec part 1 §4, §5): creator only, shared and transferred; back to the personal team. */
export function unshareTemplate<T extends Template>(
  template: T,
  actor: Actor,
  personalTeam: Team | null | undefined,
  now: Date,
): T {
  if (!canUnshare(actor, template)) throw new DomainError('FORBIDDEN');
  if (!personalTeam || !personalTeam.personal) throw new DomainError('PERSONAL_TEAM_NOT_FOUND');
  const at = now.toISOString();
  return {
    ...template,
    scope: 'personal',
    team_id: personalTeam.id,
    unshared_at: at,
    updated_at: at,
    updated_by: actor.email,
  };
}

/** Soft delete (spec part 1 §4): the template and its candidates are flagged deleted; nothing is removed. */
export function softDeleteTemplate<T extends Template, C extends Pick<CandidateAssessment, 'deleted' | 'updated_at'>>(
  template: T,
  candidates: readonly C[],
  actor: Actor,
  now: Date,
): { template: T; candidates: C[] } {
  if (!canDelete(actor, template)) throw new DomainError('FORBIDDEN');
  const at = now.toISOString();
  return {
    template: {
      ...template,
      deleted: true,
      deleted_by: actor.email,
      deleted_at: at,
      updated_at: at,
      updated_by: actor.email,
    },
    candidates: candidates.map((c) => ({ ...c, deleted: true, updated_at: at })),
  };
}

export const COPY_SUFFIX = ' (Copy)';

/**
 * Clone (spec part 1 §4, §5): active team members only; a personal copy in the actor's current
 * team with deleted false, is_started_test false and counts reset. The name gains " (Copy)" only
 * when the copy lands in the same team as the original.
 */
export function cloneTemplate<T extends Template>(
  template: T,
  sourceTeam: Team | null | undefined,
  actor: Actor,
  newId: string,
  now: Date,
): T {
  if (!canClone(actor, template, sourceTeam)) throw new DomainError('NOT_ACTIVE_TEAM_MEMBER');
  const at = now.toISOString();
  const sameTeam = actor.currentTeamId === template.team_id;
  return {
    ...template,
    id: newId,
    form_name: sameTeam ? `${template.form_name}${COPY_SUFFIX}` : template.form_name,
    scope: 'personal',
    team_id: actor.currentTeamId,
    creator: actor.email,
    original_team_id: null,
    transferred_at: null,
    transferred_by: null,
    unshared_at: null,
    deleted: false,
    deleted_by: null,
    deleted_at: null,
    candidate_total: 0,
    progress: 0,
    is_started_test: false,
    is_copied: true,
    copied_by: actor.email,
    copied_at: at,
    is_created_by_guided_tour: false,
    is_sample_data: false,
    created_at: at,
    updated_at: at,
    updated_by: actor.email,
    published_at: template.status === 'published' ? at : null,
    last_activity_at: null,
  };
}

/**
 * Section flags (spec part 1 §4): true when the draft has the section; a kind whose flag awaits review (its meta's
 * `flagAwaitsReview`: values and culture profile) stays false while its AI setup is pending review.
 */
export function sectionFlags(template: Pick<Template, 'sections' | 'section_status'>): Record<SectionKind, boolean> {
  const flag = (kind: SectionKind) =>
    template.sections.includes(kind) &&
    !(SECTION_META[kind].flagAwaitsReview && template.section_status[kind] === 'pending_review');
  return Object.fromEntries(SECTION_KINDS.map((kind) => [kind, flag(kind)])) as Record<SectionKind, boolean>;
}
