import { bySection } from '@shared/sections/by-section';
import type { AssessmentDetail, AssessmentSummary } from '@shared/routes';
import type { SectionKind } from '@shared/sections/kinds';
import { ZSectionKind } from '@shared/sections/kinds-schema';
import { isRespondentLocale } from '@shared/i18n/respondent-locale';
import { DomainError } from '@shared/errors';
import { canEdit, isAssessmentVisible } from '@shared/assessments/permissions';
import { sectionFlags, assessmentProgress } from '@shared/assessments/assessment';
import type { Actor as DomainActor } from '@shared/assessments/types';
import { personalTeamId, type UserItem } from '../accounts';
import { isActiveMember } from '@shared/teams/members';
import { domainTeam, loadTeam } from '../teams';
import { setupState } from '../sections';
import { sectionContent } from '@shared/sections/section-content';
import { aiSetupOf, generatedByAiOf } from './ai-review';
import { readAssessment, type AssessmentItem } from './assessment-store';

export type { AssessmentItem };

/** The user as the shared permission rules see them. */
export function domainActor(user: UserItem): DomainActor {
  return {
    email: user.email,
    currentTeamId: user.teamId,
    personalTeamId: personalTeamId(user.sub),
    isGuest: user.isGuest ?? false,
  };
}

export function placed(t: AssessmentItem) {
  return {
    creator: t.creator,
    deleted: t.deleted ?? false,
    team_id: t.team_id,
    scope: t.scope ?? 'personal',
    original_team_id: t.original_team_id ?? null,
    transferred_at: t.transferred_at ?? null,
  };
}

export function isVisibleTo(user: UserItem, t: AssessmentItem): boolean {
  return isAssessmentVisible(domainActor(user), placed(t));
}

/**
 * The templates of `templates` the user may see and act on. One held by a team other than the workspace they
 * are in (one they created and moved to a team, listed in their personal workspace) also needs them to be an
 * active member of that team still: a member removed from a team can do nothing to its assessments. Their
 * current team's membership is checked on every request (accounts/repo.ts stillInWorkspace).
 */
export async function reachableBy<T extends AssessmentItem>(user: UserItem, assessments: readonly T[]): Promise<T[]> {
  const visible = assessments.filter((t) => isVisibleTo(user, t));
  const elsewhere = [...new Set(visible.filter((t) => t.team_id !== user.teamId).map((t) => t.team_id))];
  const member = new Set<string>();
  await Promise.all(
    elsewhere.map(async (teamId) => {
      const team = await loadTeam(teamId);
      if (team && !team.deleted && isActiveMember(domainTeam(team), user.email)) member.add(teamId);
    }),
  );
  return visible.filter((t) => t.team_id === user.teamId || member.has(t.team_id));
}

export function sectionsOf(t: AssessmentItem): SectionKind[] {
  return (t.sections ?? []).flatMap((s) => {
    const parsed = ZSectionKind.safeParse(s);
    return parsed.success ? [parsed.data] : [];
  });
}

export function toSummary(t: AssessmentItem): AssessmentSummary {
  return {
    id: t.id,
    form_name: t.form_name,
    status: t.status,
    sections: sectionsOf(t),
    candidate_total: t.candidate_total ?? 0,
    progress: assessmentProgress(t.completed_total ?? 0, t.candidate_total ?? 0),
    is_started_test: t.is_started_test ?? false,
    scope: t.scope ?? 'personal',
    original_team_id: t.original_team_id ?? null,
    transferred_at: t.transferred_at ?? null,
    creator: t.creator,
    team_id: t.team_id,
    publicCode: t.publicCode ?? null,
    created_at: t.created_at,
    published_at: t.published_at ?? null,
    last_activity_at: t.last_activity_at ?? null,
    ...(t.is_sample_data ? { is_sample_data: true } : {}),
  };
}

export async function toDetail(t: AssessmentItem): Promise<AssessmentDetail> {
  const setup = bySection(t.setup);
  const answers = bySection(t.company_answers);
  const ai = aiSetupOf(t);
  // spec part 1 §4: an AI-filled section is Pending Review until the employer accepts or edits it.
  const status = Object.fromEntries(
    await Promise.all(
      sectionsOf(t).map(
        async (kind) =>
          [
            kind,
            ai[kind]?.pending_review ? 'pending_review' : await setupState(kind, setup[kind], answers[kind]),
          ] as const,
      ),
    ),
  );
  return {
    ...toSummary(t),
    objective: t.objective ?? 'hiring',
    role: t.role ?? '',
    type_of_org: t.type_of_org ?? '',
    extra_time: t.extra_time ?? 0,
    languages_required: (t.languages_required ?? ['en']).filter(isRespondentLocale),
    auto_send_result: t.auto_send_result ?? false,
    open_ended_question: t.open_ended_question ?? false,
    thank_you_page: t.thank_you_page ?? 'default',
    thank_you_message: t.thank_you_message ?? '',
    redirect_url: t.redirect_url ?? '',
    ask_demographics: t.ask_demographics ?? false,
    random_item_order: t.random_item_order ?? false,
    block_copy_paste: t.block_copy_paste ?? false,
    ask_fullscreen: t.ask_fullscreen ?? false,
    setup,
    company_answers: answers,
    section_status: status,
    generated_by_ai: generatedByAiOf(t),
    ai_setup: ai,
    is_created_by_guided_tour: t.is_created_by_guided_tour ?? false,
    section_flags: sectionFlags({
      sections: sectionsOf(t),
      section_status: Object.fromEntries(
        Object.entries(status).map(([k, v]) => [k, v === 'resume_setup' ? 'in_progress' : v]),
      ),
    }),
  };
}

/**
 * Loads a template the user may see (spec part 1 §6, shared/src/assessments/permissions).
 * Anything else reads as not found, so ids from the client never reveal other accounts' templates.
 */
export async function loadVisibleAssessment(id: string, user: UserItem): Promise<AssessmentItem> {
  const data = await readAssessment(id);
  if (!data || (await reachableBy(user, [data])).length === 0) throw new DomainError('DATA_NOT_FOUND');
  return data;
}

/** Only the creator edits (spec part 1 §5: else 'Forbidden'). */
export function assertCreator(t: AssessmentItem, user: UserItem): void {
  if (!canEdit(domainActor(user), placed(t))) throw new DomainError('FORBIDDEN');
}

/** The content pack version each section was published with. */
export async function contentVersions(sections: readonly SectionKind[]): Promise<Record<string, string>> {
  return Object.fromEntries(
    await Promise.all(sections.map(async (kind) => [kind, (await sectionContent(kind, { locale: 'en' })).version])),
  );
}
