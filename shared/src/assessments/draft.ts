import type { SectionKind } from '../sections/kinds';
import { MAX_DRAFTS_PER_USER, MIN_SECTIONS_PER_ASSESSMENT } from '../constants/limits';
import { DomainError } from '../errors/domain-error';

/**
 * Publishing turns a draft into a template (spec part 1 §4; the draft and the template are one record here):
 * at least 1 section ('Request 1 section'), no AI suggestions still waiting for review, and every section set up
 * ('Please complete your setup before proceeding'). `section_status` is as the wizard shows it. Returns the
 * fields that change.
 */
export function publishDraft(
  draft: { sections: readonly SectionKind[]; section_status: Partial<Record<SectionKind, string>> },
  now: Date,
) {
  if (draft.sections.length < MIN_SECTIONS_PER_ASSESSMENT) throw new DomainError('SECTION_REQUIRED');
  if (draft.sections.some((k) => draft.section_status[k] === 'pending_review'))
    throw new DomainError('AI_SETUP_PENDING_REVIEW');
  if (!draft.sections.every((k) => draft.section_status[k] === 'completed')) throw new DomainError('SETUP_INCOMPLETE');
  const at = now.toISOString();
  return { status: 'published' as const, published_at: at, updated_at: at };
}

/**
 * Sections need an organization type (spec part 1 §5 "organization type with sections"): a template with sections
 * and no organization type is refused ('Please select an organization type.'), as the wizard's first step refuses it.
 */
export function assertOrganizationTypeWithSections(template: {
  sections: readonly string[];
  type_of_org: string;
}): void {
  if (template.sections.length > 0 && !template.type_of_org.trim()) throw new DomainError('ORGANIZATION_TYPE_REQUIRED');
}

/** The create tour runs for a user it was switched on for (at sign-up) until it is finished or skipped (spec part 1 §2). */
export function createTourActive(user: {
  guidedTourCreateEnabled?: boolean | undefined;
  guidedTourCreateDone?: boolean | undefined;
}): boolean {
  return user.guidedTourCreateEnabled === true && user.guidedTourCreateDone !== true;
}

/** Guided tour: on publish via tour, guidedTourCreateDone becomes true and guidedTourInviteDone false. */
export function tourFlagsAfterPublish(viaTour: boolean, assessmentId: string) {
  return viaTour
    ? { guidedTourCreateDone: true, guidedTourInviteDone: false, guidedTourAssessmentTemplateId: assessmentId }
    : {};
}

/** The invite popover shows only on the assessment made by the tour (spec part 1 §2). */
export function showInviteTour(
  user: { guidedTourInviteDone: boolean; guidedTourAssessmentTemplateId: string },
  assessmentId: string,
): boolean {
  return !user.guidedTourInviteDone && user.guidedTourAssessmentTemplateId === assessmentId;
}

/** At most 5 drafts kept per user (spec part 1 §3): the newest by updated_at stay, the rest go. */
export function draftsToRemove<D extends { id: string; updated_at: string }>(drafts: readonly D[]): string[] {
  return [...drafts]
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at) || a.id.localeCompare(b.id))
    .slice(MAX_DRAFTS_PER_USER)
    .map((d) => d.id);
}
