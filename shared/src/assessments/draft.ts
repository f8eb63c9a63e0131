import * as z from 'zod';
import { ZSectionKind, type SectionKind } from '../sections/kinds-schema';
import { ZLocale } from '../i18n/locale-schema';
import { MAX_DRAFTS_PER_USER, MIN_SECTIONS_PER_ASSESSMENT } from '../constants/limits';
import { DomainError } from '../errors/domain-error';
import { OBJECTIVES, SECTION_SETUP_STATES, ASSESSMENT_SCOPES, type SectionSetupState, type Assessment } from './types';

/** Extra time is whole minutes added to every section (spec part 1 §2); capped at two hours. */
export const MAX_EXTRA_TIME_MINUTES = 120;

/** Wizard step 1, "name and details": the assessment name is required (spec part 1 §5). */
export const ZDraftNameStep = z.object({
  form_name: z
    .string({ error: 'ASSESSMENT_NAME_REQUIRED' })
    .trim()
    .min(1, { error: 'ASSESSMENT_NAME_REQUIRED' })
    .max(150),
  objective: z.enum(OBJECTIVES).default('hiring'),
  languages_required: z.array(ZLocale).min(1).default(['en']),
  role: z.string().trim().max(120).default(''),
  type_of_org: z.string().trim().max(120).default(''),
  extra_time: z.number().int().min(0).max(MAX_EXTRA_TIME_MINUTES).default(0),
  auto_send_result: z.boolean().default(false),
  /** "allow comments per section" */
  open_ended_question: z.boolean().default(false),
  thank_you_page: z.enum(['default', 'custom']).default('default'),
  redirect_url: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
  scope: z.enum(ASSESSMENT_SCOPES).default('personal'),
  ai_assisted: z.boolean().default(false),
});
export type DraftNameStep = z.infer<typeof ZDraftNameStep>;

/**
 * A draft ready for the sections step and for publishing (spec part 1 §5): at least 1 section
 * ('Request 1 section'), a name, and an organization type once sections are chosen.
 */
export const ZAssessmentDraft = ZDraftNameStep.extend({
  sections: z
    .array(ZSectionKind)
    .min(MIN_SECTIONS_PER_ASSESSMENT, { error: 'SECTION_REQUIRED' })
    .refine((s) => new Set(s).size === s.length, { error: 'VALIDATION_FAILED' }),
  section_status: z.partialRecord(ZSectionKind, z.enum(SECTION_SETUP_STATES)).default({}),
}).superRefine((draft, ctx) => {
  if (draft.sections.length > 0 && !draft.type_of_org) {
    ctx.addIssue({ code: 'custom', message: 'ORGANIZATION_TYPE_REQUIRED', path: ['type_of_org'] });
  }
});
export type AssessmentDraft = z.infer<typeof ZAssessmentDraft>;

/** The wizard's label for a section's setup (spec part 1 §4): setup required, resume setup, completed. */
export function setupLabel(
  state: SectionSetupState | undefined,
): 'setup_required' | 'resume_setup' | 'pending_review' | 'completed' {
  if (state === 'in_progress') return 'resume_setup';
  if (state === 'pending_review' || state === 'completed') return state;
  return 'setup_required';
}

/** Setup must be completed before proceeding: every chosen section completed (pending review is not). */
export function isSetupComplete(draft: Pick<Assessment, 'sections' | 'section_status'>): boolean {
  return draft.sections.length > 0 && draft.sections.every((k) => draft.section_status[k] === 'completed');
}

export function sectionsNeedingSetup(draft: Pick<Assessment, 'sections' | 'section_status'>): SectionKind[] {
  return draft.sections.filter((k) => draft.section_status[k] !== 'completed');
}

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
  if (draft.sections.length === 0) throw new DomainError('SECTION_REQUIRED');
  if (draft.sections.some((k) => draft.section_status[k] === 'pending_review'))
    throw new DomainError('AI_SETUP_PENDING_REVIEW');
  if (!draft.sections.every((k) => draft.section_status[k] === 'completed')) throw new DomainError('SETUP_INCOMPLETE');
  const at = now.toISOString();
  return { status: 'published' as const, published_at: at, updated_at: at };
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
