import { defineHandler } from '../../http/handler-factory';
import { notificationSettingsOf, saveNotificationSettings, unsubscribeByLink } from '../notification-settings';

/** My account, notifications: how the employer hears of completed assessments (shared/src/accounts/notifications.ts). */
export const getNotificationSettings = defineHandler('getNotificationSettings', async ({ user }) =>
  notificationSettingsOf(user),
);

export const updateNotificationSettings = defineHandler('updateNotificationSettings', async ({ body, now, user }) =>
  saveNotificationSettings(user, body, now),
);

/** The unsubscribe link of a completion e-mail, opened signed out: a signed token turns those e-mails off. */
export const unsubscribeNotifications = defineHandler('unsubscribeNotifications', async ({ body, now }) => {
  await unsubscribeByLink(body.token, now);
  return { ok: true as const };
});
