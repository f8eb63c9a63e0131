import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CompletionMailMode } from '@shared/accounts/notifications';
import { DomainError } from '@shared/errors';
import type { Locale } from '@shared/i18n/locale';
import { localeOr } from '@shared/i18n/locale-schema';
import type { NotificationSettings } from '@shared/routes';
import { webUrl } from '../common/web-url';
import { readUserRecord, setNotifyKeyIfMissing } from './account-store';
import { findUser, setUserFields, type UserItem } from './repo';

/** My account, notifications (shared/src/accounts/notifications.ts). */
export function notificationSettingsOf(user: UserItem): NotificationSettings {
  return { completionMail: user.completionMail ?? 'each', mutedAssessments: user.completionMailMuted ?? [] };
}

export async function saveNotificationSettings(
  user: UserItem,
  settings: NotificationSettings,
  now: Date,
): Promise<NotificationSettings> {
  const saved = {
    completionMail: settings.completionMail,
    completionMailMuted: [...new Set(settings.mutedAssessments)],
  };
  await setUserFields(user.emailKey, { ...saved, updatedAt: now.toISOString() });
  return notificationSettingsOf({ ...user, ...saved });
}

/**
 * The unsubscribe link's token: the account's key (base64url) and an HMAC-SHA256, under the account's own random
 * `notifyKey`, of what the link does. Nobody without the key can make one for another account, and the key never
 * leaves the server (no route returns it).
 */
const PURPOSE = 'completion-mail-off';
const sign = (notifyKey: string, key: string) =>
  createHmac('sha256', Buffer.from(notifyKey, 'base64url')).update(`${PURPOSE}:${key}`, 'utf8').digest('base64url');

export function unsubscribeToken(key: string, notifyKey: string): string {
  return `${Buffer.from(key, 'utf8').toString('base64url')}.${sign(notifyKey, key)}`;
}

/**
 * The unsubscribe link, opened without sign-in: a token this account signed turns its completion e-mails off (every
 * assessment, each and digest alike); anything else is refused and changes nothing. Opening it twice is harmless.
 */
export async function unsubscribeByLink(token: string, now: Date): Promise<void> {
  const [encodedKey = '', signature = ''] = token.split('.');
  const key = Buffer.from(encodedKey, 'base64url').toString('utf8');
  const user = key ? await readUserRecord(key) : null;
  const expected = user?.notifyKey ? sign(user.notifyKey, key) : '';
  const valid =
    !!user && expected.length === signature.length && timingSafeEqual(Buffer.from(expected), Buffer.from(signature));
  if (!valid || !user) throw new DomainError('UNSUBSCRIBE_LINK_INVALID');
  await setUserFields(user.emailKey, { completionMail: 'off', updatedAt: now.toISOString() });
}

/** What the completion e-mails of an assessment's owner need: where, in which language, how often, and the link out. */
export interface CompletionMailSettings {
  email: string;
  locale: Locale;
  mode: CompletionMailMode;
  muted: string[];
  unsubscribeUrl: string;
}

/** The owner's choice only, read without any write (what a completion needs to know, inside Finish). */
export async function completionMailChoice(
  email: string,
): Promise<Pick<CompletionMailSettings, 'email' | 'mode' | 'muted'> | null> {
  const user = await findUser(email);
  // A guest's address is a reserved one nobody reads (guest-…@guest.invalid): it gets no e-mail.
  if (!user || user.isGuest) return null;
  return { email: user.email, mode: user.completionMail ?? 'each', muted: user.completionMailMuted ?? [] };
}

/**
 * The owner's completion-mail settings, or null when the address has no account (or a guest's). The first time an e-mail is about to
 * go out, the account gets its unsubscribe key (a conditional write: two completions at once agree on one key).
 */
export async function completionMailSettings(email: string): Promise<CompletionMailSettings | null> {
  let user = await findUser(email);
  if (!user || user.isGuest) return null;
  if (!user.notifyKey && user.completionMail !== 'off') {
    await setNotifyKeyIfMissing(user.emailKey, randomBytes(32).toString('base64url'));
    user = await findUser(email, true);
    if (!user) return null;
  }
  return {
    email: user.email,
    locale: localeOr(user.lang),
    mode: user.completionMail ?? 'each',
    muted: user.completionMailMuted ?? [],
    unsubscribeUrl: user.notifyKey ? `${webUrl()}/unsubscribe#${unsubscribeToken(user.emailKey, user.notifyKey)}` : '',
  };
}
