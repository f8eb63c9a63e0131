import * as z from '../zod-mini';
import { ZLocale } from '../i18n/locale-schema';
import { DEFAULT_ACCENT_COLOR } from '../constants/ui';
import { MAX_CORE_VALUES } from '../constants/limits';
import { ZEmail } from './email-schema';
import { HEX_COLOR_PATTERN } from './branding';
import { ZImageUpload } from './image-upload';

const name = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const required = (max: number) => name(max).check(z.minLength(1, { error: 'VALIDATION_FAILED' }));

export const ZHexColor = z.string().check(z.trim(), z.regex(HEX_COLOR_PATTERN, { error: 'INVALID_COLOR' }));

/** Terms default to ticked on the form (spec part 1 §3) but must be accepted (§5). */
const ZAcceptTerms = z._default(z.boolean(), true).check(z.refine((v) => v, { error: 'TERMS_NOT_ACCEPTED' }));

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
  jopTitle: z._default(name(120), ''),
  hiresPerYears: z._default(name(40), ''),
  color: z._default(ZHexColor, DEFAULT_ACCENT_COLOR),
  imageFile: z.optional(ZImageUpload),
  acceptTerrms: ZAcceptTerms,
  sendFreeStuff: z._default(z.boolean(), false),
  companyLogoUrl: z._default(z.string().check(z.trim(), z.maxLength(2048)), ''),
  language: z._default(ZLocale, 'en'),
  coreValues: z._default(
    z
      .array(z.string().check(z.trim(), z.minLength(1)))
      .check(z.maxLength(MAX_CORE_VALUES, { error: 'CORE_VALUES_TOO_MANY' })),
    [],
  ),
});
export type SignUpForm = z.infer<typeof ZSignUpForm>;

/** Sign-up step "info" (spec part 1 §4 "Sign-up: e-mail, PIN, info, branding"). */
export const ZSignUpInfo = z.extend(
  z.pick(ZSignUpForm, {
    firstName: true,
    lastName: true,
    companyName: true,
    jopTitle: true,
    hiresPerYears: true,
    acceptTerrms: true,
    sendFreeStuff: true,
    language: true,
  }),
  {
    typeOfOrg: z._default(name(120), ''),
    /** Generate a first assessment for the organization type (spec part 1 §3 User autoGenerateForm); opt-in. */
    autoGenerateForm: z._default(z.boolean(), false),
  },
);
export type SignUpInfo = z.infer<typeof ZSignUpInfo>;

/** Sign-up step "branding": colour, logo, optional mission and core values. */
export const ZSignUpBranding = z.object({
  color: z._default(ZHexColor, DEFAULT_ACCENT_COLOR),
  companyLogoUrl: z._default(z.string().check(z.trim(), z.maxLength(2048)), ''),
  imageFile: z.optional(ZImageUpload),
  missionAndVision: z._default(name(2000), ''),
  coreValues: z._default(
    z
      .array(z.string().check(z.trim(), z.minLength(1)))
      .check(z.maxLength(MAX_CORE_VALUES, { error: 'CORE_VALUES_TOO_MANY' })),
    [],
  ),
});
export type SignUpBranding = z.infer<typeof ZSignUpBranding>;
