import type { PrivacySettings, Profile } from '@shared/routes';
import { profileOf, updateUser, type UserItem } from './repo';
import { writeRetentionPolicy } from './retention-store';

/**
 * My account, privacy (docs/privacy.md): the marketing consent, and the months after which the account's
 * respondents are deleted by the sweep (due at once, so a shorter period applies on the next round).
 */
export async function savePrivacySettings({
  user,
  settings,
  now,
}: {
  user: UserItem;
  settings: PrivacySettings;
  now: Date;
}): Promise<Profile> {
  const at = now.toISOString();
  await writeRetentionPolicy(user, settings.retentionMonths, at, at);
  const updated = await updateUser(user.emailKey, {
    sendFreeStuff: settings.sendFreeStuff,
    // 0: kept until deleted (the profile says null).
    retentionMonths: settings.retentionMonths ?? 0,
    updatedAt: at,
  });
  return profileOf(updated);
}
