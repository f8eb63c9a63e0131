import { z } from 'zod';
import { ZSectionKind } from '../sections/kinds';
import { ZLocale } from '../i18n/locale';
import { ZEmail } from '../accounts/email';

/** Wire shapes shared by the API, the local server and the web client. */

export const ZEmpty = z.object({}).strict();
export const ZOk = z.object({ ok: z.literal(true) });

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'INVALID_COLOR' });

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
  lang: ZLocale,
  isGuest: z.boolean(),
  onboardingStep: z.enum(['info', 'branding', 'done']),
  teamId: z.string(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof ZProfile>;

/** Sign-up step "info" (spec part 1 §2, §3 sign-up form). `jopTitle`/`hiresPerYears` keep the spec's wire spelling. */
export const ZSignupInfo = z.object({
  firstName: z.string().trim().min(1, 'First name is required').max(80),
  lastName: z.string().trim().min(1, 'Last name is required').max(80),
  companyName: z.string().trim().min(1, 'Company name is required').max(120),
  jopTitle: z.string().trim().max(120).default(''),
  hiresPerYears: z.string().trim().max(40).default(''),
  typeOfOrg: z.string().trim().max(120).default(''),
  lang: ZLocale.default('en'),
  sendFreeStuff: z.boolean().default(true),
  acceptTerrms: z.literal(true, { error: 'TERMS_NOT_ACCEPTED' }),
});

export const ZSignupBranding = z.object({
  color: hexColor.default('#1B1C1E'),
  companyLogoUrl: z.string().max(2048).default(''),
});

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
  creator: z.string(),
  team_id: z.string(),
  publicCode: z.string().nullable(),
  created_at: z.string(),
  published_at: z.string().nullable(),
  last_activity_at: z.string().nullable(),
});
export type TemplateSummary = z.infer<typeof ZTemplateSummary>;

export const ZTemplateDetail = ZTemplateSummary.extend({
  objective: z.enum(['hiring', 'onboarding', 'team_building']),
  role: z.string(),
  type_of_org: z.string(),
  extra_time: z.number().int(),
  languages_required: z.array(ZLocale),
  setup: z.record(z.string(), z.unknown()),
  company_answers: z.record(z.string(), z.unknown()),
  section_status: z.record(z.string(), z.enum(['setup_required', 'completed'])),
});
export type TemplateDetail = z.infer<typeof ZTemplateDetail>;

export const ZCreateTemplate = z.object({
  form_name: z.string().trim().min(1, { error: 'ASSESSMENT_NAME_REQUIRED' }).max(150),
  objective: z.enum(['hiring', 'onboarding', 'team_building']).default('hiring'),
  role: z.string().trim().max(120).default(''),
  type_of_org: z.string().trim().max(120).default(''),
  sections: z.array(ZSectionKind).min(1, { error: 'SECTION_REQUIRED' }),
  extra_time: z.number().int().min(0).max(120).default(0),
  languages_required: z.array(ZLocale).min(1).default(['en']),
});

export const ZSaveSection = z.object({
  setup: z.unknown().optional(),
  company_answers: z.unknown(),
});

export const ZCandidateStatus = z.enum(['INVITED', 'TODO', 'IN_PROGRESS', 'RECOMPUTE', 'COMPLETED']);

export const ZCandidateRow = z.object({
  id: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  displayName: z.string(),
  status: ZCandidateStatus,
  joined_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  last_accessed_at: z.string().nullable(),
  score: z.number().nullable(),
  rating: z.number().nullable(),
});
export type CandidateRow = z.infer<typeof ZCandidateRow>;

export const ZCandidateResult = ZCandidateRow.extend({
  form_id: z.string(),
  form_name: z.string(),
  summaries: z.record(z.string(), z.unknown()),
  section_spent_times: z.record(z.string(), z.number()),
});

export const ZRegisterRespondent = z.object({
  firstname: z.string().trim().min(1, 'First name is required').max(80),
  lastname: z.string().trim().min(1, 'Last name is required').max(80),
  email: ZEmail,
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
  /** Localized content per section (see ZSectionContent, declared below). */
  content: z.record(z.string(), z.lazy(() => ZSectionContent)),
  answers: z.record(z.string(), z.unknown()),
});

export const ZSaveAnswers = z.object({ answers: z.unknown(), remaining_seconds: z.number().int().min(0).optional() });

/** Section content as shown to the company and respondents, localized; never contains answer keys. */
export const ZContentItem = z.object({ id: z.string(), text: z.string() });
export const ZSectionContent = z.object({
  kind: ZSectionKind,
  version: z.string(),
  /** values_and_traits: `values` and `traits`; other kinds add their own groups. */
  groups: z.record(z.string(), z.array(ZContentItem)),
});
export type SectionContent = z.infer<typeof ZSectionContent>;
