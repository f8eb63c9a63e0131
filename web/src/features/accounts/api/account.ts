import { mutate } from 'swr';
import type { z } from 'zod';
import type { PrivacySettings, Profile, ZUpdateCompany, ZUpdateProfile } from '@shared/routes';
import { api, apiKey } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import { keepProfile } from './get-me';

export async function updateProfile(body: z.input<typeof ZUpdateProfile>): Promise<Profile> {
  return keepProfile(await api('updateProfile', { body }));
}

export async function updateCompany(body: z.input<typeof ZUpdateCompany>): Promise<Profile> {
  return keepProfile(await api('updateCompany', { body }));
}

export async function updatePrivacy(body: PrivacySettings): Promise<Profile> {
  return keepProfile(await api('updatePrivacy', { body }));
}

/** Delete the account for good (the caller signs out after it). */
export async function deleteAccount(body: { confirm: string }): Promise<void> {
  await api('deleteAccount', { body });
}

export function useApiKeyStatus() {
  return useApi('getApiKey', {});
}

/** Create or regenerate the API key; the answer is the only time the key is shown. */
export async function createApiKey() {
  const created = await api('createApiKey', {});
  await mutate(apiKey('getApiKey', {}), { exists: true, issuedAt: created.issuedAt }, { revalidate: false });
  return created;
}

export async function updateCoreValues(coreValues: string[]): Promise<Profile> {
  return keepProfile(await api('updateCoreValues', { body: { coreValues } }));
}
