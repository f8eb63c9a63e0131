import * as z from '../zod-mini';
import { ZLocale } from '../i18n/locale-schema';
import { ZSignUpBranding, ZSignUpInfo } from '../accounts/sign-up';
import { ZLogoKey } from './team-schemas';
import { RETENTION_MONTHS_MAX, RETENTION_MONTHS_MIN } from '../accounts/retention';
import { PHOTO_KEY_PATTERN } from '../accounts/photo';
import { lazySchema } from './lazy-schema';

/** Wire shapes of the accounts context: the signed-in user's profile, sign-up steps and guided tours. */

export const ZProfile = lazySchema(() =>
  z.object({
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    displayName: z.string(),
    companyName: z.string(),
    jobTitle: z.string(),
    hiresPerYear: z.string(),
    typeOfOrg: z.string(),
    /** The company's mission and vision as the user wrote it; the AI setup prompts take it as quoted data. */
    missionAndVision: z._default(z.string(), ''),
    color: z.string(),
    companyLogoUrl: z.string(),
    /** The uploaded logo's key, sent back unchanged when other branding fields are saved. */
    logoKey: z.string(),
    /** The profile photo's address ('' without one; spec part 1 §3 `photoURL`), signed and valid a day. */
    photoUrl: z._default(z.string(), ''),
    /** Core values and earlier lists, newest first (spec part 1 §3, at most 20). */
    coreValues: z.array(z.string()),
    coreValuesHistory: z.array(z.array(z.string())),
    lang: ZLocale,
    isGuest: z.boolean(),
    onboardingStep: z.enum(['info', 'branding', 'done']),
    /** Asked at sign-up for a first assessment generated for the organization type (spec part 1 §3 autoGenerateForm). */
    autoGenerateForm: z._default(z.boolean(), false),
    /** Marketing e-mails consented to (sign-up's unticked box, or My account). */
    sendFreeStuff: z._default(z.boolean(), false),
    /** Months after which the account's respondents are deleted; null: kept until deleted (docs/privacy.md). */
    retentionMonths: z._default(z.nullable(z.number().check(z.int())), null),
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
    notice: z.nullable(z.enum(['REMOVED_FROM_TEAM'])),
    /** Guided tours (spec part 1 §2, §3 User): the create tour runs while enabled and not done; the invite tour on its assessment. */
    guidedTourCreateEnabled: z._default(z.boolean(), false),
    guidedTourCreateDone: z._default(z.boolean(), false),
    guidedTourInviteDone: z._default(z.boolean(), false),
    guidedTourAssessmentTemplateId: z._default(z.string(), ''),
  }),
);
export type Profile = z.infer<typeof ZProfile>;

/** My account, privacy: marketing consent and how long respondents are kept (docs/privacy.md). */
export const ZPrivacySettings = lazySchema(() =>
  z.strictObject({
    sendFreeStuff: z.boolean(),
    retentionMonths: z.nullable(
      z.number().check(z.int(), z.minimum(RETENTION_MONTHS_MIN), z.maximum(RETENTION_MONTHS_MAX)),
    ),
  }),
);
export type PrivacySettings = z.infer<typeof ZPrivacySettings>;

/** My account, profile photo: an upload's key to save, or '' to remove the photo. */
export const ZUpdatePhoto = lazySchema(() =>
  z.strictObject({
    photoKey: z.union([z.literal(''), z.string().check(z.regex(PHOTO_KEY_PATTERN, { error: 'VALIDATION_FAILED' }))]),
  }),
);
export type UpdatePhoto = z.infer<typeof ZUpdatePhoto>;

/** Deleting one's account is confirmed by typing one's e-mail address or DELETE (checked on the server too). */
export const ZDeleteAccount = lazySchema(() => z.strictObject({ confirm: z.string().check(z.maxLength(320)) }));
export type DeleteAccount = z.infer<typeof ZDeleteAccount>;

/** Finish or skip a guided tour (spec part 1 §2): it is not shown again. */
export const ZGuidedTourDone = lazySchema(() => z.strictObject({ tour: z.enum(['create', 'invite']) }));

/** Sign-up steps (spec part 1 §2): the shared sign-up form's info part, and colour + logo of the branding part. */
export const ZSignupInfo = ZSignUpInfo;
export const ZSignupBranding = lazySchema(() =>
  z.strictObject({ ...z.pick(ZSignUpBranding, { color: true }).shape, logoKey: z._default(ZLogoKey, '') }),
);
