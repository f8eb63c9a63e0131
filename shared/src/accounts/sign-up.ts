import * as z from 'zod';
import { ZLocale } from '../i18n/locale-schema';
import { DEFAULT_ACCENT_COLOR } from '../constants/ui';
import { MAX_CORE_VALUES } from '../constants/limits';
import { ZEmail } from './email-schema';
import { HEX_COLOR_PATTERN } from './branding';
import { ZImageUpload } from './image-upload';

const name = (max: number) => z.string().trim().max(max);
const required = (max: number) => name(max).min(1, { error: 'VALIDATION_FAILED' });

export const ZHexColor = z.string().trim().regex(HEX_COLOR_PATTERN, { error: 'INVALID_COLOR' });

/** Terms default to ticked on the form (spec part 1 §3) but must be accepted (§5). */
const ZAcceptTerms = z
  .boolean()
  .default(true)
  .refine((v) => v, { error: 'TERMS_NOT_ACCEPTED' });

/**
 * Sign-up form (spec part 1 §3 "Sign-up form"). The wire names keep the spec's spelling:
 * `jopTitle` (job title), `hiresPerYears` (employee count) and `acceptTerrms` (accept terms)
 * are misspelt there and existing clients send them so; the User record stores `jobTitle`.
 */
export const ZSignUpForm = z.object({
  email: ZEmail,
  firstName: required(80),
  lastName: required(80),
  companyName: required(120),
  jopTitle: name(120).default(''),
  hiresPerYears: name(40).default(''),
  color: ZHexColor.default(DEFAULT_ACCENT_COLOR),
  imageFile: ZImageUpload.optional(),
  acceptTerrms: ZAcceptTerms,
  sendFreeStuff: z.boolean().default(false),
  companyLogoUrl: z.string().trim().max(2048).default(''),
  language: z._default(ZLocale, 'en'),
  coreValues: z.array(z.string().trim().min(1)).max(MAX_CORE_VALUES, { error: 'CORE_VALUES_TOO_MANY' }).default([]),
});
export type SignUpForm = z.infer<typeof ZSignUpForm>;

/** Sign-up step "info" (spec part 1 §4 "Sign-up: e-mail, PIN, info, branding"). */
export const ZSignUpInfo = ZSignUpForm.pick({
  firstName: true,
  lastName: true,
  companyName: true,
  jopTitle: true,
  hiresPerYears: true,
  acceptTerrms: true,
  sendFreeStuff: true,
  language: true,
}).extend({
  typeOfOrg: name(120).default(''),
  /** Generate a first assessment for the organization type (spec part 1 §3 User autoGenerateForm); opt-in. */
  autoGenerateForm: z.boolean().default(false),
});
export type SignUpInfo = z.infer<typeof ZSignUpInfo>;

/** Sign-up step "branding": colour, logo, optional mission and core values. */
export const ZSignUpBranding = z.object({
  color: ZHexColor.default(DEFAULT_ACCENT_COLOR),
  companyLogoUrl: z.string().trim().max(2048).default(''),
  imageFile: ZImageUpload.optional(),
  missionAndVision: name(2000).default(''),
  coreValues: z.array(z.string().trim().min(1)).max(MAX_CORE_VALUES, { error: 'CORE_VALUES_TOO_MANY' }).default([]),
});
export type SignUpBranding = z.infer<typeof ZSignUpBranding>;
