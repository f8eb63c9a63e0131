import { findUser } from './repo';

/**
 * Login request (spec part 1 §5): 'Please login using the same login method that you signed up with.'
 * when the address belongs to a Google or Microsoft account. Only provider accounts are named; an
 * e-mail account or an unknown address both read null (the PIN flow already says which it is).
 */
export async function providerSignInMethod({ email }: { email: string }): Promise<'google' | 'microsoft' | null> {
  const method = (await findUser(email))?.signInMethod;
  return method === 'google' || method === 'microsoft' ? method : null;
}
