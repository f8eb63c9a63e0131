import type { z } from 'zod';
import type { ZRegisterRespondent } from '@shared/routes';
import { randomString } from '@shared/ids/random';
import { api } from '../../../lib/api-client';

export type RegisterInput = Omit<z.input<typeof ZRegisterRespondent>, 'registration_id'>;
export type RegisterOutcome = { token: string } | { linkSentTo: string };

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * One id per public link per tab (kept in sessionStorage), so a retry, a double click or a refresh
 * of the same registration gets the same respondent token back.
 */
export function registrationId(code: string, store: KeyValueStore = sessionStorage): string {
  const key = `registration:${code}`;
  const existing = store.getItem(key);
  if (existing && /^[A-Za-z0-9_-]{16,64}$/.test(existing)) return existing;
  const id = randomString(32);
  store.setItem(key, id);
  return id;
}

/**
 * Register on a public link. The token (the respondent's only credential, kept in the URL) comes back
 * to the registration that created the respondent; an e-mail already registered gets its personal link by e-mail.
 */
export async function registerRespondent(code: string, body: RegisterInput): Promise<RegisterOutcome> {
  const result = await api('registerRespondent', {
    params: { code },
    body: { ...body, registration_id: registrationId(code) },
  });
  return result.token ? { token: result.token } : { linkSentTo: (body.email ?? '').trim() };
}
