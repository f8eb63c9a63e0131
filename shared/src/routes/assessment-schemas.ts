import * as z from '../zod-mini';
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
    candidate_total: z.number().check(z.int()),
    progress: z.number().check(z.int()),
    is_started_test: z.boolean(),
    scope: z.enum(['personal', 'shared']),
    /** Share with team (spec part 1 §4): where it came from and when it moved; Unshare needs both. */
    original_team_id: z.nullable(z.string()),
    transferred_at: z.nullable(z.string()),
    creator: z.string(),
    team_id: z.string(),
    publicCode: z.nullable(z.string()),
    created_at: z.string(),
    published_at: z.nullable(z.string()),
    last_activity_at: z.nullable(z.string()),
    /** The sample assessment a new account is given (spec part 1 §3 is_sample_data): labelled Sample, never billed. */
    is_sample_data: z.optional(z.boolean()),
  }),
);
export type AssessmentSummary = z.infer<typeof ZAssessmentSummary>;

export const THANK_YOU_PAGES = ['default', 'custom'] as const;

/**
 * The wizard's details (spec part 1 §2 "Create wizard", §3 "Assessment template"), without defaults so the
 * same fields serve a create (defaults below) and a partial update.
 */
const detailFields = {
  form_name: z
    .string()
    .check(z.trim(), z.minLength(1, { error: 'ASSESSMENT_NAME_REQUIRED' }), z.maxLength(TEXT_LIMITS.assessmentName)),
  objective: z.enum(['hiring', 'onboarding', 'team_building']),
  role: z.string().check(z.trim(), z.maxLength(TEXT_LIMITS.shortText)),
  type_of_org: z.string().check(z.trim(), z.maxLength(TEXT_LIMITS.shortText)),
  sections: z.array(ZSectionKind).check(z.minLength(1, { error: 'SECTION_REQUIRED' })),
  extra_time: z.number().check(z.int(), z.minimum(0), z.maximum(MAX_EXTRA_TIME_MINUTES)),
  /** Respondent languages the public link offers; none (an empty list) offers every one (offeredLocales). */
  languages_required: z.array(ZRespondentLocale).check(z.maxLength(RESPONDENT_LOCALES.length)),
  auto_send_result: z.boolean(),
  open_ended_question: z.boolean(),
  thank_you_page: z.enum(THANK_YOU_PAGES),
  thank_you_message: z.string().check(z.trim(), z.maxLength(TEXT_LIMITS.longText)),
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
  z.extend(ZAssessmentSummary, {
    objective: detailFields.objective,
    role: z.string(),
    type_of_org: z.string(),
    extra_time: z.number().check(z.int()),
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
    generated_by_ai: z._default(z.record(z.string(), z.boolean()), {}),
    ai_setup: z._default(z.record(z.string(), ZAiSectionSetup), {}),
    /** spec part 1 §4 section flags: true when the draft has the section; values and culture profile false while pending review. */
    section_flags: z._default(z.record(z.string(), z.boolean()), {}),
    /** spec part 1 §3: made by the create tour; its publish finishes that tour. */
    is_created_by_guided_tour: z._default(z.boolean(), false),
  }),
);
export type AssessmentDetail = z.infer<typeof ZAssessmentDetail>;

export const ZCreateAssessment = lazySchema(() =>
  z.object({
    form_name: detailFields.form_name,
    objective: z._default(detailFields.objective, 'hiring'),
    role: z._default(detailFields.role, ''),
    type_of_org: z._default(detailFields.type_of_org, ''),
    sections: detailFields.sections,
    extra_time: z._default(detailFields.extra_time, 0),
    // Not given, the link is not restricted: every respondent language is offered (docs/architecture.md "Respondent languages").
    languages_required: z._default(detailFields.languages_required, []),
    auto_send_result: z._default(detailFields.auto_send_result, false),
    open_ended_question: z._default(detailFields.open_ended_question, false),
    thank_you_page: z._default(detailFields.thank_you_page, 'default'),
    thank_you_message: z._default(detailFields.thank_you_message, ''),
    redirect_url: z._default(detailFields.redirect_url, ''),
    ask_demographics: z._default(detailFields.ask_demographics, false),
    random_item_order: z._default(detailFields.random_item_order, false),
    block_copy_paste: z._default(detailFields.block_copy_paste, false),
    ask_fullscreen: z._default(detailFields.ask_fullscreen, false),
    /** Started from the create tour's popover (spec part 1 §2); honoured only while the user's create tour runs. */
    via_tour: z._default(z.boolean(), false),
    /** Team access (spec part 1 §2): absent for personal; a team the user is an active member of puts the draft there. */
    team_id: z.optional(z.string().check(z.minLength(1), z.maxLength(80))),
  }),
);

/** Change a draft's or a published assessment's details (Edit, spec part 1 §2); only the fields sent change. */
export const ZUpdateAssessment = lazySchema(() => z.partial(z.strictObject(detailFields)));

/** Each section checks its own setup and answers (lambdas/src/sections/kinds); some have no company answers. */
export const ZSaveSection = lazySchema(() =>
  z.object({
    setup: z.optional(z.unknown()),
    company_answers: z.optional(z.unknown()),
  }),
);
