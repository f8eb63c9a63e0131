import * as z from '../zod-mini';
import { ZLocale } from '../i18n/locale-schema';
import { CORE_VALUES_HISTORY_LENGTH } from '../constants/limits';
import { DEFAULT_ACCENT_COLOR } from '../constants/ui';
import { ZEmail } from './email-schema';

/** User (spec part 1 §3 "User"), keyed by emailKey(email). */
export const ZUser = z.object({
  email: ZEmail,
  firstName: z._default(z.string(), ''),
  lastName: z._default(z.string(), ''),
  displayName: z._default(z.string(), ''),
  companyName: z._default(z.string(), ''),
  companyLogoUrl: z._default(z.string(), ''),
  color: z._default(z.string(), DEFAULT_ACCENT_COLOR),
  photoURL: z._default(z.string(), ''),
  coreValues: z._default(z.array(z.string()), []),
  /** Earlier core value lists, newest first, at most 20 (spec part 1 §3). */
  coreValuesHistory: z._default(z.array(z.array(z.string())).check(z.maxLength(CORE_VALUES_HISTORY_LENGTH)), []),
  typeOfOrg: z._default(z.string(), ''),
  missionAndVision: z._default(z.string(), ''),
  autoGenerateForm: z._default(z.boolean(), false),
  isGuest: z._default(z.boolean(), false),
  teamId: z._default(z.string(), ''),
  guidedTourCreateEnabled: z._default(z.boolean(), false),
  guidedTourCreateDone: z._default(z.boolean(), false),
  guidedTourInviteDone: z._default(z.boolean(), false),
  guidedTourAssessmentTemplateId: z._default(z.string(), ''),
  emailTo: z._default(z.string(), ''),
  jobTitle: z._default(z.string(), ''),
  lang: z._default(ZLocale, 'en'),
  language: z._default(z.string(), ''),
  hasSampleData: z._default(z.boolean(), false),
  routeId: z._default(z.string(), ''),
  referer: z._default(z.string(), ''),
  /** Which identity the account was created with; sign-in must use the same one (spec part 1 §5). */
  signInMethod: z._default(z.enum(['email', 'google', 'microsoft']), 'email'),
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
