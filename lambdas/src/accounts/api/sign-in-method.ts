import { emailKey } from '@shared/accounts/email';
import { defineHandler } from '../../http/handler-factory';
import { db } from '../../db/service';

/**
 * Login request (spec part 1 §5): 'Please login using the same login method that you signed up with.'
 * when the address belongs to a Google or Microsoft account. Only provider accounts are named; an
 * e-mail account or an unknown address both read null (the PIN flow already says which it is).
 */
export const getSignInMethod = defineHandler('getSignInMethod', async ({ query }) => {
  const { data } = await db()
    .entities.user.get({ emailKey: emailKey(query.email) })
    .go();
  const method = data?.signInMethod;
  return { method: method === 'google' || method === 'microsoft' ? method : null };
});
