import * as z from 'zod';
import { SECTION_KINDS, ZSectionKind } from '../sections/kinds-schema';
import { RESPONDENT_ANSWER_SCHEMAS } from '../sections/answer-schemas';
import { MAX_CHANGED_ANSWER_ITEMS } from '../sections/answer-items';
import { ZItemId } from '../sections/item-id';
import { ZLocale } from '../i18n/locale-schema';
import { ZEmail } from '../accounts/email-schema';
import { ZSignUpBranding, ZSignUpInfo } from '../accounts/sign-up';
import { ZLogoKey } from './team-schemas';
import { MAX_EXTRA_TIME_MINUTES, MAX_INVITATION_RECIPIENTS, TEXT_LIMITS } from '../constants/limits';
import { ZAiSectionSetup } from './ai-setup-schemas';

/** Wire shapes shared by the API, the local server and the web client. */

export const ZEmpty = z.object({}).strict();
export const ZOk = z.object({ ok: z.literal(true) });

export const ZProfile = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  displayName: z.string(),
  companyName: z.string(),
  jobTitle: z.string(),
  hiresPerYear: z.string(),
  typeOfOrg: z.string(),
  color: z.string(),
  companyLogoUrl: z.string(),
  /** The uploaded logo's key, sent back unchanged when other branding fields are saved. */
  logoKey: z.string(),
  /** Core values and earlier lists, newest first (spec part 1 §3, at most 20). */
  coreValues: z.array(z.string()),
  coreValuesHistory: z.array(z.array(z.string())),
  lang: ZLocale,
  isGuest: z.boolean(),
  onboardingStep: z.enum(['info', 'branding', 'done']),
  /** Asked at sign-up for a first assessment generated for the organization type (spec part 1 §3 autoGenerateForm). */
  autoGenerateForm: z.boolean().default(false),
  teamId: z.string(),
  createdAt: z.string(),
  /** The workspace the user works in (spec part 1 §4): its name and branding for the top bar. */
  workspace: z.object({
    id: z.string(),
    name: z.string(),
    personal: z.boolean(),
    color: z.string(),
    companyName: z.string(),
    logoUrl: z.string(),
  }),
  /** Told once after the server moved the user out of a team they no longer belong to (spec part 1 §4). */
  notice: z.enum(['REMOVED_FROM_TEAM']).nullable(),
  /** Guided tours (spec part 1 §2, §3 User): the create tour runs while enabled and not done; the invite tour on its assessment. */
  guidedTourCreateEnabled: z.boolean().default(false),
  guidedTourCreateDone: z.boolean().default(false),
  guidedTourInviteDone: z.boolean().default(false),
  guidedTourAssessmentTemplateId: z.string().default(''),
});
export type Profile = z.infer<typeof ZProfile>;

/** Finish or skip a guided tour (spec part 1 §2): it is not shown again. */
export const ZGuidedTourDone = z.object({ tour: z.enum(['create', 'invite']) }).strict();

/** Sign-up steps (spec part 1 §2): the shared sign-up form's info part, and colour + logo of the branding part. */
export const ZSignupInfo = ZSignUpInfo;
export const ZSignupBranding = ZSignUpBranding.pick({ color: true })
  .extend({ logoKey: ZLogoKey.default('') })
  .strict();

export const ZTemplateStatus = z.enum(['draft', 'published']);

export const ZCompanyAnswers = z.record(z.string(), z.unknown());

export const ZTemplateSummary = z.object({
  id: z.string(),
  form_name: z.string(),
  status: ZTemplateStatus,
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
});
export type TemplateSummary = z.infer<typeof ZTemplateSummary>;

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
  languages_required: z.array(ZLocale).min(1),
  auto_send_result: z.boolean(),
  open_ended_question: z.boolean(),
  thank_you_page: z.enum(THANK_YOU_PAGES),
  thank_you_message: z.string().trim().max(TEXT_LIMITS.longText),
  redirect_url: z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'INVALID_URL' })]),
  ask_demographics: z.boolean(),
};

export const ZTemplateDetail = ZTemplateSummary.extend({
  objective: detailFields.objective,
  role: z.string(),
  type_of_org: z.string(),
  extra_time: z.number().int(),
  languages_required: z.array(ZLocale),
  auto_send_result: z.boolean(),
  open_ended_question: z.boolean(),
  thank_you_page: z.enum(THANK_YOU_PAGES),
  thank_you_message: z.string(),
  redirect_url: z.string(),
  ask_demographics: z.boolean(),
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
});
export type TemplateDetail = z.infer<typeof ZTemplateDetail>;

export const ZCreateTemplate = z.object({
  form_name: detailFields.form_name,
  objective: detailFields.objective.default('hiring'),
  role: detailFields.role.default(''),
  type_of_org: detailFields.type_of_org.default(''),
  sections: detailFields.sections,
  extra_time: detailFields.extra_time.default(0),
  languages_required: detailFields.languages_required.default(['en']),
  auto_send_result: detailFields.auto_send_result.default(false),
  open_ended_question: detailFields.open_ended_question.default(false),
  thank_you_page: detailFields.thank_you_page.default('default'),
  thank_you_message: detailFields.thank_you_message.default(''),
  redirect_url: detailFields.redirect_url.default(''),
  ask_demographics: detailFields.ask_demographics.default(false),
  /** Started from the create tour's popover (spec part 1 §2); honoured only while the user's create tour runs. */
  via_tour: z.boolean().default(false),
});

/** Change a draft's or a published assessment's details (Edit, spec part 1 §2); only the fields sent change. */
export const ZUpdateTemplate = z.object(detailFields).partial().strict();

/** Each section checks its own setup and answers (lambdas/src/sections/kinds); some have no company answers. */
export const ZSaveSection = z.object({
  setup: z.unknown().optional(),
  company_answers: z.unknown().optional(),
});

export const ZCandidateStatus = z.enum(['INVITED', 'TODO', 'IN_PROGRESS', 'RECOMPUTE', 'COMPLETED']);

export const ZCandidateRow = z.object({
  /** Opaque: never built from the e-mail (addresses and the API carry it). */
  id: z.string(),
  form_id: z.string(),
  form_name: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  displayName: z.string(),
  status: ZCandidateStatus,
  created_at: z.string(),
  invited_at: z.string().nullable(),
  joined_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  last_accessed_at: z.string().nullable(),
  /** Sections closed out of the assessment's sections, 0 to 100. */
  progress: z.number().int().min(0).max(100),
  score: z.number().nullable(),
  rating: z.number().int().min(1).max(5).nullable(),
  /** A temporary address made for a public-link respondent without one: never written to. */
  temporary_email: z.boolean(),
  /**
   * Whether the e-mail is the respondent's: 'invited' (the employer typed it and the link went only there),
   * 'confirmed' (a public-link registrant opened the e-mailed confirmation link), 'unconfirmed' (typed on a public
   * link, never proven: anyone could have typed it), 'none' (a temporary address).
   */
  email_proof: z.enum(['invited', 'confirmed', 'unconfirmed', 'none']),
  /**
   * Attempts answered under this address before its owner confirmed it, set aside at the confirmation (anyone could
   * have typed the address): kept for the employer, never counted as the confirmed person's answers.
   */
  unconfirmed_attempts: z.number().int().min(0),
  is_sent_result: z.boolean(),
  /** Completed while no credit could pay for it: kept, shown without scores until a credit pays (credits context). */
  credit_held: z.boolean(),
  /** The language the respondent took the assessment in: their feedback report and e-mails use it. */
  lang: ZLocale,
});
export type CandidateRow = z.infer<typeof ZCandidateRow>;

/** A page of a list: DynamoDB's own cursor, opaque to the client; null when there is no more. */
export const ZPageQuery = z.object({
  cursor: z.string().max(2048).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});
export const ZCandidatePage = z.object({ items: z.array(ZCandidateRow), cursor: z.string().nullable() });

/** The employer's 1 to 5 rating of a respondent ("your rating", spec part 1 §2); null clears it. */
export const ZRateCandidate = z.object({
  rating: z
    .number({ error: 'RATING_RANGE' })
    .int({ error: 'RATING_RANGE' })
    .min(1, { error: 'RATING_RANGE' })
    .max(5, { error: 'RATING_RANGE' })
    .nullable(),
});

export const ZCandidateResult = ZCandidateRow.extend({
  form_id: z.string(),
  form_name: z.string(),
  summaries: z.record(z.string(), z.unknown()),
  section_spent_times: z.record(z.string(), z.number()),
  /** Sections closed by their timer rather than by the respondent. */
  section_timed_out: z.record(z.string(), z.boolean()),
  /** Template extra time, for the time analysis against each section's allowance. */
  extra_time: z.number().int(),
  /** The respondent's comments per section, where the assessment allowed them. */
  comments: z.record(z.string(), z.string()).optional(),
});
export type CandidateResult = z.infer<typeof ZCandidateResult>;

export const ZRegisterRespondent = z.object({
  firstname: z.string().trim().min(1, 'First name is required').max(TEXT_LIMITS.personName),
  lastname: z.string().trim().min(1, 'Last name is required').max(TEXT_LIMITS.personName),
  /** Optional (spec part 1 §5): without one the respondent gets a temporary address that is never written to. */
  email: z.union([z.literal(''), ZEmail]).default(''),
  lang: ZLocale.default('en'),
  send_free_stuff: z.boolean().default(false),
  /** Made once by the registering browser: a retry or double click of the same registration gets the same token. */
  registration_id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
});

/**
 * The token comes back only to the registration that created the respondent. Registering again
 * with an e-mail already registered sends the personal link to that inbox instead.
 */
export const ZRegistrationResult = z.object({ token: z.string().nullable(), resume_link_sent: z.boolean() });
/** The e-mailed confirmation link's parts (/confirm-canditate?r=&c=): the respondent's ref and the code. */
export const ZConfirmRespondentEmail = z.object({
  ref: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Invalid link'),
  code: z.string().regex(/^[A-Za-z0-9_-]{32,64}$/, 'Invalid link'),
});
/** Where the proven respondent continues: the public code and their (new) access token. */
export const ZRespondentConfirmed = z.object({ code: z.string(), token: z.string() });

export const ZPublicLink = z.object({
  form_name: z.string(),
  company_name: z.string(),
  color: z.string(),
  logo_url: z.string(),
  sections: z.array(ZSectionKind),
  languages: z.array(ZLocale),
});

export const ZSectionState = z.object({
  status: z.enum(['not_started', 'in_progress', 'completed']),
  started_at: z.string().nullable(),
  allowance_seconds: z.number().int(),
  remaining_seconds: z.number().int(),
});

export const ZRespondentTest = z.object({
  candidate: z.object({ firstname: z.string(), lastname: z.string(), email: z.string(), status: ZCandidateStatus }),
  form_name: z.string(),
  company_name: z.string(),
  color: z.string(),
  logo_url: z.string(),
  sections: z.array(ZSectionKind),
  section_states: z.record(z.string(), ZSectionState),
  /** "Allow comments per section": a comment box under each section's questions, and what was written. */
  allow_comments: z.boolean(),
  /** Fair use: the voluntary equal-opportunity questions are offered after finishing, and whether they were answered. */
  ask_demographics: z.boolean(),
  demographics_given: z.boolean(),
  comments: z.record(z.string(), z.string()),
  /** The thank-you page the employer chose (spec part 1 §2): its own message, and where to go next. */
  thank_you: z.object({ message: z.string(), redirect_url: z.string() }),
  /** Localized content per section (see ZSectionContent, declared below). */
  content: z.record(
    z.string(),
    z.lazy(() => ZSectionContent),
  ),
  /** The respondent's own saved answers, each section in its own answer shape (the culture profile while points are still being placed). */
  answers: z
    .object(Object.fromEntries(SECTION_KINDS.map((kind) => [kind, RESPONDENT_ANSWER_SCHEMAS[kind].optional()])))
    .strip(),
});

/**
 * A section's answers as this device has them, with the items it changed or cleared since the copy the server last
 * confirmed to it: only those are taken, so a second tab or device never undoes the first one's answers.
 */
export const ZSaveAnswers = z.object({
  answers: z.unknown(),
  changed: z.array(z.array(ZItemId).min(1).max(2)).max(MAX_CHANGED_ANSWER_ITEMS).optional(),
  remaining_seconds: z.number().int().min(0).optional(),
});
/** A respondent's comment on a section ("allow comments per section"): autosaved like answers, never scored. */
export const ZSaveComment = z.object({ comment: z.string().trim().max(TEXT_LIMITS.longText) });

/** Section content as shown to the company and respondents, localized; never contains answer keys. */
export const ZContentOption = z.object({ id: z.string(), text: z.string() });
export const ZContentItem = z.object({
  id: z.string(),
  text: z.string(),
  /** A longer explanation (custom survey description, culture dimension prompt). */
  description: z.string().optional(),
  /** Question kind where a section mixes them (custom survey: open-ended, multiple-choice, multiple-select). */
  type: z.string().optional(),
  /** Choices a respondent picks from (work style, logic test, culture statements, survey options). */
  options: z.array(ZContentOption).optional(),
  /** A small data table shown with the question (logic test). */
  table: z.object({ headers: z.array(z.string()), rows: z.array(z.array(z.string())) }).optional(),
  /** Suggested answer length in words (human skills). */
  words: z.object({ min: z.number().int(), max: z.number().int() }).optional(),
  /** The answer may be left empty (custom survey). */
  optional: z.boolean().optional(),
});
export const ZSectionContent = z.object({
  kind: ZSectionKind,
  version: z.string(),
  title: z.string().optional(),
  instructions: z.string().optional(),
  /** Named, ordered groups of items; each section kind documents its own group names. */
  groups: z.record(z.string(), z.array(ZContentItem)),
  /** The answer scale, where a section has one (acceptable behaviours 0-4, Big Five 1-5). */
  scale: z.array(z.object({ value: z.number().int(), label: z.string() })).optional(),
  /** Big Five: the language the items are shown in, which may differ from the interface language. */
  item_locale: z.string().optional(),
  /** Big Five: the languages the items can be shown in. */
  item_locales: z.array(z.object({ id: z.string(), name: z.string(), partial: z.boolean() })).optional(),
});
export type SectionContent = z.infer<typeof ZSectionContent>;
export type ContentItem = z.infer<typeof ZContentItem>;

/**
 * Invitations by e-mail, one or in bulk, plain or advanced (spec part 1 §2 "Invite screens", §5): at most 100
 * distinct recipients ('You can only have a maximum of 100 recipients'). The advanced invite's subject and
 * body may use {name} and {link}; `test` sends one preview to the signed-in user instead of inviting anyone.
 */
export const ZInviteCandidates = z.object({
  recipients: z
    .array(
      z.object({
        email: ZEmail,
        firstname: z.string().trim().max(TEXT_LIMITS.personName).default(''),
        lastname: z.string().trim().max(TEXT_LIMITS.personName).default(''),
      }),
    )
    .min(1, { error: 'EMAIL_REQUIRED' })
    .max(MAX_INVITATION_RECIPIENTS * 5, { error: 'MAX_RECIPIENTS' })
    .transform((list) => list.filter((r, i) => list.findIndex((o) => o.email === r.email) === i))
    .refine((list) => list.length <= MAX_INVITATION_RECIPIENTS, { error: 'MAX_RECIPIENTS' }),
  lang: ZLocale.optional(),
  sender: z.string().trim().max(TEXT_LIMITS.shortText).default(''),
  subject: z.string().trim().max(200).default(''),
  body: z.string().trim().max(TEXT_LIMITS.longText).default(''),
  test: z.boolean().default(false),
});
export const ZInviteOutcome = z.object({
  invited: z.array(z.string()),
  reminded: z.array(z.string()),
  /** Addresses that have already completed: not e-mailed again. */
  skipped: z.array(z.string()),
  /** Addresses not e-mailed: they already had today's invitation e-mails from this service (docs/abuse.md). */
  limited: z.array(z.string()),
  test_sent_to: z.string().nullable(),
});

const ZScoreStats = z.object({
  count: z.number().int(),
  mean: z.number(),
  median: z.number(),
  min: z.number(),
  max: z.number(),
  distribution: z.array(z.number().int()),
  levels: z.record(z.string(), z.number().int()),
});
const ZCultureAllocation = z.object({
  collaborate: z.number(),
  create: z.number(),
  compete: z.number(),
  control: z.number(),
});

/**
 * Group analytics of one assessment (spec part 1 §1, §2 "/assessment-group-analytics"), from the aggregate kept
 * at completion: score spread overall and per section, the respondents' culture profile against the company's
 * (shown from the minimum group size), and Big Five bands per domain.
 */
export const ZGroupAnalytics = z.object({
  form_id: z.string(),
  form_name: z.string(),
  sections: z.array(ZSectionKind),
  respondents: z.number().int(),
  completed: z.number().int(),
  completion_rate: z.number().int(),
  overall: ZScoreStats.nullable(),
  section_stats: z.record(z.string(), ZScoreStats),
  culture_profile: z.union([
    z.object({ shown: z.literal(true), members: z.number().int(), mean: ZCultureAllocation }),
    z.object({ shown: z.literal(false), members: z.number().int(), minimum: z.number().int() }),
  ]),
  /** The company's culture now and wanted, averaged per type over the six dimensions. */
  company_culture: z.object({ now: ZCultureAllocation, preferred: ZCultureAllocation }).nullable(),
  big5_bands: z.record(
    z.string(),
    z.object({ low: z.number().int(), average: z.number().int(), high: z.number().int() }),
  ),
  /**
   * Fair use: selection rates per group and the four-fifths ratio, where the assessment asks the questions; a group
   * below the minimum size without any figure (shared/src/results/demographic-disclosure.ts).
   */
  adverse_impact: z
    .record(
      z.string(),
      z.array(
        z.object({
          group: z.string(),
          shown: z.boolean(),
          respondents: z.number().int().nullable(),
          selected: z.number().int().nullable(),
          rate: z.number().nullable(),
          ratio: z.number().nullable(),
          flagged: z.boolean(),
        }),
      ),
    )
    .nullable(),
});
export type GroupAnalyticsView = z.infer<typeof ZGroupAnalytics>;

export const ZViewerRole = z.enum(['candidate', 'manager']);
export const ZShareLink = z.object({
  token: z.string(),
  role: ZViewerRole,
  created_by: z.string(),
  created_at: z.string(),
  /** After this the link opens nothing (SHARE_LINK_TTL_DAYS). */
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
});
export type ShareLinkView = z.infer<typeof ZShareLink>;
export const ZCreateShareLink = z.object({ role: ZViewerRole.default('candidate') });

/**
 * One respondent's result as a share link shows it (spec part 1 §6): the parts the viewer may not see are left
 * out by the server and listed in `restricted`, so the page can say so where they would be.
 */
export const ZSharedResult = z.object({
  viewer: z.object({ role: ZViewerRole, respondent: z.boolean() }),
  restricted: z.array(z.string()),
  company_name: z.string(),
  sections: z.array(ZSectionKind),
  /** Only the setup a result view needs to label answers (custom survey questions). */
  setup: z.record(z.string(), z.unknown()),
  /**
   * The result; who the respondent is and when they answered only where the link names them (a manager-level
   * link, the respondent's own): a candidate-level link carries scores, grade and section results alone.
   */
  result: ZCandidateResult.partial({
    id: true,
    email: true,
    firstname: true,
    lastname: true,
    displayName: true,
    created_at: true,
    invited_at: true,
    joined_at: true,
    finished_at: true,
    last_accessed_at: true,
    progress: true,
    rating: true,
    temporary_email: true,
    email_proof: true,
    unconfirmed_attempts: true,
    is_sent_result: true,
    credit_held: true,
    lang: true,
  }),
  /** Built from sample data (spec part 1 §3 is_sample_data): never stored, counted or billed. */
  is_sample_data: z.boolean().optional(),
  /** Labels the result views need, in the viewer's language (the viewer may not be signed in). Never answer keys. */
  content: z
    .record(
      z.string(),
      z.lazy(() => ZSectionContent),
    )
    .optional(),
});
export type SharedResult = z.infer<typeof ZSharedResult>;

/** A page of the item-level export (shared/src/results/export.ts, docs/export.md). */
export const ZExportPage = z.object({
  sections: z.array(ZSectionKind),
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))),
  cursor: z.string().nullable(),
});
export * from './team-schemas';
export * from './credit-schemas';
export * from './referral-schemas';
export * from './toolbox-schemas';
export * from './ai-setup-schemas';
export * from './analysis-schemas';
export * from './analyzer-schemas';
export * from './support-schemas';
