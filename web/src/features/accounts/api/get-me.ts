import { mutate } from 'swr';
import type { Profile } from '@shared/routes';
import { apiKey } from '../../../lib/api-client';
import { sessionFromProfile, writeSession } from '../../../lib/session';
import { useApi } from '../../../lib/use-api';

export const meKey = apiKey('getMe', {});

export function useMe(enabled = true) {
  return useApi('getMe', enabled ? {} : null);
}

/** A profile the server just returned: kept as the session record and as the cached current user. */
export async function keepProfile(profile: Profile): Promise<Profile> {
  writeSession(sessionFromProfile(profile));
  await mutate(meKey, profile, { revalidate: false });
  return profile;
}
