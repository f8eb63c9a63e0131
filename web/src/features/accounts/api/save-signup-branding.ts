import type { z } from 'zod';
import type { ZSignupBranding, Profile } from '@shared/routes';
import { api } from '../../../lib/api-client';
import { keepProfile } from './get-me';

export type SignupBrandingInput = z.input<typeof ZSignupBranding>;

export async function saveSignupBranding(body: SignupBrandingInput): Promise<Profile> {
  return keepProfile(await api('saveSignupBranding', { body }));
}
