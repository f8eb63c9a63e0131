import * as z from 'zod';
import { ZSectionKind } from '../sections/kinds-schema';
import { ZRespondentLocale } from '../i18n/locale-schema';
import { RESPONDENT_LOCALES } from '../i18n/respondent-locale';
import { MAX_EXTRA_TIME_MINUTES, TEXT_LIMITS } from '../constants/limits';
import { ZAiSectionSetup } from './ai-setup-schemas';
import { lazySchema } from './lazy-schema';

/**
 * Wire shapes of the assessments context: an assessment's summary and details, creating and editing one, and saving
 * a section's setup and company answers.
 */

export const ZAssessmentStatus = lazySchema(() => z.enum(['draft', 'published']));

export const ZCompanyAnswers = lazySchema(() => z.record(z.string(), z.unknown()));

export const ZAssessmentSummary = lazySchema(() =>
  z.object({
    id: z.string(),
    form_name: z.string(),
    status: ZAssessmentStatus,
    sections: z.array(ZSectionKind),
    candidate_total: z.number().int(),
    progress: z.number().int(),
    is_started_test: z.boolean(),
    scope: z.enum(['personal', 'shared']),
    /** Share with team (spec part 1 §4): where it came from and when it moved; Unshare needs both. */
    original_team_id: z.string().nullable(),
    transferred_at: z.string().nullable(),
    creator: z.string(),
    team_id: z.string(),
    publicCode: z.string().nullable(),
    created_at: z.string(),
    published_at: z.string().nullable(),
    last_activity_at: z.string().nullable(),
    /** The sample assessment a new account is given (spec part 1 §3 is_sample_data): labelled Sample, never billed. */
    is_sample_data: z.boolean().optional(),
  }),
);
export type AssessmentSummary = z.infer<typeof ZAssessmentSummary>;

export const THANK_YOU_PAGES = ['default', 'custom'] as const;

/**
 * The wizard's details (spec part 1 §2 "Create wizard", §3 "Assessment template"), without defaults so the
 * same fields serve a create (defaults below) and a partial update.
 */
const detailFields = {
  form_name: z.string().trim().min(1, { error: 'ASSESSMENT_NAME_REQUIRED' }).max(TEXT_LIMITS.assessmentName),
  objective: z.enum(['hiring', 'onboarding', 'team_building']),
  role: z.string().trim().max(TEXT_LIMITS.shortText),
  type_of_org: z.string().trim().max(TEXT_LIMITS.shortText),
  sections: z.array(ZSectionKind).min(1, { error: 'SECTION_REQUIRED' }),
  extra_time: z.number().int().min(0).max(MAX_EXTRA_TIME_MINUTES),
  /** Respondent languages the public link offers; none (an empty list) offers every one (offeredLocales). */
  languages_required: z.array(ZRespondentLocale).max(RESPONDENT_LOCALES.length),
  auto_send_result: z.boolean(),
  open_ended_question: z.boolean(),
  thank_you_page: z.enum(THANK_YOU_PAGES),
  thank_you_message: z.string().trim().max(TEXT_LIMITS.longText),
  redirect_url: z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'INVALID_URL' })]),
  ask_demographics: z.boolean(),
  /** Integrity settings (docs/integrity.md): each respondent sees the items in an order of their own. */
  random_item_order: z.boolean(),
  /** The logic test's screen blocks copy, cut, paste and the context menu on its items. */
  block_copy_paste: z.boolean(),
  /** The candidate is asked to enter full screen at the start of each section; leaving it is then noted. */
  ask_fullscreen: z.boolean(),
};

export const ZAssessmentDetail = lazySchema(() =>
  ZAssessmentSummary.extend({
    objective: detailFields.objective,
    role: z.string(),
    type_of_org: z.string(),
    extra_time: z.number().int(),
    languages_required: z.array(ZRespondentLocale),
    auto_send_result: z.boolean(),
    open_ended_question: z.boolean(),
    thank_you_page: z.enum(THANK_YOU_PAGES),
    thank_you_message: z.string(),
    redirect_url: z.string(),
    ask_demographics: z.boolean(),
    random_item_order: z.boolean(),
    block_copy_paste: z.boolean(),
    ask_fullscreen: z.boolean(),
    setup: z.record(z.string(), z.unknown()),
    company_answers: z.record(z.string(), z.unknown()),
    /** spec part 1 §4 setup states: setup required, resume setup, completed, and pending review after AI setup. */
    section_status: z.record(z.string(), z.enum(['setup_required', 'resume_setup', 'pending_review', 'completed'])),
    /** spec part 1 §3: generated_by_ai per section, and ai_setup with pending_review per section. */
    generated_by_ai: z.record(z.string(), z.boolean()).default({}),
    ai_setup: z.record(z.string(), ZAiSectionSetup).default({}),
    /** spec part 1 §4 section flags: true when the draft has the section; values and culture profile false while pending review. */
    section_flags: z.record(z.string(), z.boolean()).default({}),
    /** spec part 1 §3: made by the create tour; its publish finishes that tour. */
    is_created_by_guided_tour: z.boolean().default(false),
  }),
);
export type AssessmentDetail = z.infer<typeof ZAssessmentDetail>;

export const ZCreateAssessment = lazySchema(() =>
  z.object({
    form_name: detailFields.form_name,
    objective: detailFields.objective.default('hiring'),
    role: detailFields.role.default(''),
    type_of_org: detailFields.type_of_org.default(''),
    sections: detailFields.sections,
    extra_time: detailFields.extra_time.default(0),
    // Not given, the link is not restricted: every respondent language is offered (docs/architecture.md "Respondent languages").
    languages_required: detailFields.languages_required.default([]),
    auto_send_result: detailFields.auto_send_result.default(false),
    open_ended_question: detailFields.open_ended_question.default(false),
    thank_you_page: detailFields.thank_you_page.default('default'),
    thank_you_message: detailFields.thank_you_message.default(''),
    redirect_url: detailFields.redirect_url.default(''),
    ask_demographics: detailFields.ask_demographics.default(false),
    random_item_order: detailFields.random_item_order.default(false),
    block_copy_paste: detailFields.block_copy_paste.default(false),
    ask_fullscreen: detailFields.ask_fullscreen.default(false),
    /** Started from the create tour's popover (spec part 1 §2); honoured only while the user's create tour runs. */
    via_tour: z.boolean().default(false),
    /** Team access (spec part 1 §2): absent for personal; a team the user is an active member of puts the draft there. */
    team_id: z.string().min(1).max(80).optional(),
  }),
);

/** Change a draft's or a published assessment's details (Edit, spec part 1 §2); only the fields sent change. */
export const ZUpdateAssessment = lazySchema(() => z.object(detailFields).partial().strict());

/** Each section checks its own setup and answers (lambdas/src/sections/kinds); some have no company answers. */
export const ZSaveSection = lazySchema(() =>
  z.object({
    setup: z.unknown().optional(),
    company_answers: z.unknown().optional(),
  }),
);
