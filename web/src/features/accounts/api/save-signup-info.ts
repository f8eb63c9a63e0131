import type { z } from 'zod';
import { mutate } from 'swr';
import type { ZSignupInfo, Profile } from '@shared/routes';
import { api } from '../../../lib/api-client';
import { sessionFromProfile, writeSession } from '../../../lib/session';
import { meKey } from './get-me';

export type SignupInfoInput = z.input<typeof ZSignupInfo>;

export async function saveSignupInfo(body: SignupInfoInput): Promise<Profile> {
  const profile = await api('saveSignupInfo', { body });
  writeSession(sessionFromProfile(profile));
  await mutate(meKey, profile, { revalidate: false });
  return profile;
}
