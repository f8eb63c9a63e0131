import type { z } from 'zod';
import { mutate } from 'swr';
import type { ZSignupBranding, Profile } from '@shared/routes';
import { api } from '../../../lib/api-client';
import { sessionFromProfile, writeSession } from '../../../lib/session';
import { meKey } from './get-me';

export type SignupBrandingInput = z.input<typeof ZSignupBranding>;

export async function saveSignupBranding(body: SignupBrandingInput): Promise<Profile> {
  const profile = await api('saveSignupBranding', { body });
  writeSession(sessionFromProfile(profile));
  await mutate(meKey, profile, { revalidate: false });
  return profile;
}
