import type { z } from 'zod';
import type { ZSignupInfo, Profile } from '@shared/routes';
import { api } from '../../../lib/api-client';
import { keepProfile } from './get-me';

export type SignupInfoInput = z.input<typeof ZSignupInfo>;

export async function saveSignupInfo(body: SignupInfoInput): Promise<Profile> {
  return keepProfile(await api('saveSignupInfo', { body }));
}
