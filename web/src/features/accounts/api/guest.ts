import { confirmSignIn, signIn, signOut, signUp } from 'aws-amplify/auth';
import type { Profile } from '@shared/routes';
import { api } from '../../../lib/api-client';
import { setSessionClient } from '../../../lib/amplify';
import { AuthFlowError, authErrorCode } from './auth-errors';
import { randomPassword } from './random-password';
import { keepProfile } from './get-me';

/**
 * Guest accounts (spec part 1 §4 "Guest"): the server issues a reserved address and a pass; this browser
 * keeps them so the guest can come back to their work, signs up with them and signs in with the pass as
 * the answer of the custom challenge (no e-mail involved). Verifying an address trades the guest for a full
 * account with a one-time grant, and the server moves the guest's work to it.
 */
const STORAGE_KEY = 'culturefit.guest';

interface GuestPass {
  email: string;
  secret: string;
}

function storedPass(): GuestPass | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<GuestPass> | null;
    return parsed?.email && parsed.secret ? { email: parsed.email, secret: parsed.secret } : null;
  } catch {
    return null;
  }
}

export function forgetGuestPass(): void {
  localStorage.removeItem(STORAGE_KEY);
}

/** Sign up (once) and sign in with an address and a one-time or standing pass (Cognito only). */
async function passSignIn(email: string, secret: string, create: boolean): Promise<void> {
  await signOut().catch(() => undefined);
  setSessionClient('pin');
  if (create) {
    try {
      await signUp({ username: email, password: randomPassword(), options: { userAttributes: { email } } });
    } catch (error) {
      // Already signed up (an earlier attempt got this far): sign in below.
      if (authErrorCode(error, 'signUp') !== 'EMAIL_ALREADY_REGISTERED')
        throw new AuthFlowError(authErrorCode(error, 'signUp'), { email });
    }
  }
  try {
    await signIn({ username: email, options: { authFlowType: 'CUSTOM_WITHOUT_SRP' } });
    const result = await confirmSignIn({ challengeResponse: secret });
    if (!result.isSignedIn) throw new AuthFlowError('INTERNAL');
  } catch (error) {
    if (error instanceof AuthFlowError) throw error;
    throw new AuthFlowError(authErrorCode(error, 'signIn'), { email });
  }
}

/** Open the account (a guest's, or the verified one a grant opens, which takes over the guest's work), then read it. */
async function openAndRead(): Promise<Profile> {
  await api('openAccount', {});
  return keepProfile(await api('getMe', {}));
}

/**
 * Start or resume the guest account kept in this browser. `onSignedIn` is told the moment the guest is signed in,
 * before the account is opened and read: the wizard can show then, its reads waiting on the opening (a read that
 * comes first is refused ACCOUNT_NOT_OPEN and opens the account itself, lib/api-client.ts).
 */
export async function startGuestSession(onSignedIn?: (email: string) => void): Promise<Profile> {
  let pass = storedPass();
  if (pass) {
    try {
      await passSignIn(pass.email, pass.secret, true);
    } catch {
      // The pass expired or the guest was verified meanwhile: start a new guest.
      forgetGuestPass();
      pass = null;
    }
  }
  if (!pass) {
    pass = await api('startGuest', {});
    localStorage.setItem(STORAGE_KEY, JSON.stringify(pass));
    await passSignIn(pass.email, pass.secret, true);
  }
  onSignedIn?.(pass.email);
  return openAndRead();
}

/** Verify dialog, step 1: a code to the address. */
export async function requestGuestCode(email: string): Promise<void> {
  await api('requestGuestVerification', { body: { email } });
}

/** Verify dialog, step 2: confirm the code, then open the verified account with the one-time grant. */
export async function confirmGuestCode(email: string, pin: string): Promise<Profile> {
  const verified = await api('verifyGuest', { body: { email, pin } });
  forgetGuestPass();
  await passSignIn(verified.email, verified.grant, true);
  return openAndRead();
}
