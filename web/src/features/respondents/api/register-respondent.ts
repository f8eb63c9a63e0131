import type { z } from 'zod';
import type { ZRegisterRespondent } from '@shared/routes';
import { api } from '../../../lib/api-client';

export type RegisterInput = z.input<typeof ZRegisterRespondent>;

/** Register on a public link; the returned token is the respondent's only credential and lives in the URL. */
export async function registerRespondent(code: string, body: RegisterInput): Promise<string> {
  const { token } = await api('registerRespondent', { params: { code }, body });
  return token;
}
