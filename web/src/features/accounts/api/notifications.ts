import { mutate } from 'swr';
import type { NotificationSettings } from '@shared/routes';
import { api, apiKey } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

/** My account, notifications: how the employer hears of completed assessments. */
export function useNotificationSettings() {
  return useApi('getNotificationSettings', {});
}

export async function saveNotificationSettings(body: NotificationSettings): Promise<NotificationSettings> {
  const saved = await api('updateNotificationSettings', { body });
  await mutate(apiKey('getNotificationSettings', {}), saved, { revalidate: false });
  return saved;
}

/** The assessments whose completions mail their owner: the signed-in user's own, in the current workspace. */
export function useOwnAssessments() {
  return useApi('listTemplates', {});
}

/** The unsubscribe link of a completion e-mail (its token is the fragment, never sent to a server by the browser). */
export async function unsubscribeByLink(token: string): Promise<void> {
  await api('unsubscribeNotifications', { body: { token } });
}
