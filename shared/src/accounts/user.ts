import * as z from 'zod';
import { ZLocale } from '../i18n/locale-schema';
import { CORE_VALUES_HISTORY_LENGTH } from '../constants/limits';
import { DEFAULT_ACCENT_COLOR } from '../constants/ui';
import { ZEmail } from './email-schema';

/** User (spec part 1 §3 "User"), keyed by emailKey(email). */
export const ZUser = z.object({
  email: ZEmail,
  firstName: z.string().default(''),
  lastName: z.string().default(''),
  displayName: z.string().default(''),
  companyName: z.string().default(''),
  companyLogoUrl: z.string().default(''),
  color: z.string().default(DEFAULT_ACCENT_COLOR),
  photoURL: z.string().default(''),
  coreValues: z.array(z.string()).default([]),
  /** Earlier core value lists, newest first, at most 20 (spec part 1 §3). */
  coreValuesHistory: z.array(z.array(z.string())).max(CORE_VALUES_HISTORY_LENGTH).default([]),
  typeOfOrg: z.string().default(''),
  missionAndVision: z.string().default(''),
  autoGenerateForm: z.boolean().default(false),
  isGuest: z.boolean().default(false),
  teamId: z.string().default(''),
  guidedTourCreateEnabled: z.boolean().default(false),
  guidedTourCreateDone: z.boolean().default(false),
  guidedTourInviteDone: z.boolean().default(false),
  guidedTourAssessmentTemplateId: z.string().default(''),
  emailTo: z.string().default(''),
  jobTitle: z.string().default(''),
  lang: z._default(ZLocale, 'en'),
  language: z.string().default(''),
  hasSampleData: z.boolean().default(false),
  routeId: z.string().default(''),
  referer: z.string().default(''),
  /** Which identity the account was created with; sign-in must use the same one (spec part 1 §5). */
  signInMethod: z.enum(['email', 'google', 'microsoft']).default('email'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof ZUser>;

/** Display name: the stored one, else first and last name, else the e-mail's local part. */
export function displayNameOf(user: Pick<User, 'displayName' | 'firstName' | 'lastName' | 'email'>): string {
  const full = `${user.firstName} ${user.lastName}`.trim();
  return user.displayName.trim() || full || user.email.split('@')[0] || user.email;
}

/** Core values history keeps the last 20 (spec part 2 §9.3); an unchanged list is not recorded again. */
export function recordCoreValues(history: readonly string[][], values: readonly string[]): string[][] {
  const latest = history[0];
  if (latest && latest.length === values.length && latest.every((v, i) => v === values[i])) return [...history];
  return [[...values], ...history].slice(0, CORE_VALUES_HISTORY_LENGTH);
}
