import { confirmSignIn, signIn, signOut, signUp } from 'aws-amplify/auth';
import { normalizeEmail } from '@shared/accounts/email';
import type { Profile } from '@shared/routes';
import { api } from '../../../lib/api-client';
import { setSessionClient } from '../../../lib/amplify';
import { clearSession } from '../../../lib/session';
import { AuthFlowError, authErrorCode } from './auth-errors';
import { endPinChallenge, forgetPinChallenge, rememberPinChallenge } from './pin-challenge';
import { getLocale } from '../../../lib/i18n/locale-store';
import { randomPassword } from './random-password';
import { deviceId } from './device-id';
import { keepProfile } from './get-me';

const PIN_CHALLENGE = 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE';

/**
 * Start (or restart) the e-mail PIN challenge: the PIN is e-mailed by the CreateAuthChallenge trigger.
 * The challenge lives in this tab only (pin-challenge.ts), so this tab records that it is waiting.
 */
export async function requestPin(rawEmail: string): Promise<void> {
  const email = normalizeEmail(rawEmail);
  // Amplify drops the previous challenge when signIn starts, whether or not the new one succeeds.
  forgetPinChallenge();
  // A stale session or half-finished challenge would make signIn refuse to start.
  await signOut().catch(() => undefined);
  setSessionClient('pin');
  try {
    // The page's language and this browser's id reach the pre-authentication trigger: the PIN e-mail speaks the
    // language, and the send is counted for this browser (someone else asking for PINs to this address spends theirs).
    const { nextStep } = await signIn({
      username: email,
      options: { authFlowType: 'CUSTOM_WITHOUT_SRP', clientMetadata: { lang: getLocale(), device: deviceId() } },
    });
    if (nextStep.signInStep !== PIN_CHALLENGE) throw new AuthFlowError('INTERNAL');
    rememberPinChallenge(email);
  } catch (error) {
    if (error instanceof AuthFlowError) throw error;
    const code = authErrorCode(error, 'signIn');
    // No e-mail account: an address of a Google or Microsoft account is told to sign in that way (spec part 1 §5).
    if (code === 'RECHECK_LOGIN_CREDENTIALS' && (await providerOf(email)))
      throw new AuthFlowError('USE_SIGN_UP_METHOD', { email });
    throw new AuthFlowError(code, { email });
  }
}

async function providerOf(email: string): Promise<string | null> {
  try {
    return (await api('getSignInMethod', { query: { email } })).method;
  } catch {
    return null;
  }
}

/** Sign-up: an account with a random password nobody sees, then the same PIN challenge as login. */
export async function signUpWithEmail(rawEmail: string): Promise<void> {
  const email = normalizeEmail(rawEmail);
  try {
    // The page's language goes with the account (Cognito's `locale`), so the PIN e-mail is written in it.
    await signUp({
      username: email,
      password: randomPassword(),
      options: { userAttributes: { email, locale: getLocale() } },
    });
  } catch (error) {
    throw new AuthFlowError(authErrorCode(error, 'signUp'), { email });
  }
  await requestPin(email);
}

/** Answer the PIN challenge; on success read the profile and store the session record. */
/**
 * Answers the PIN challenge, then opens the account and reads its profile. `onSignedIn` is told the moment the PIN
 * is accepted (the session is stored), before the account is opened and read: the sign-in's 1.5 s redirect wait
 * runs from there, alongside that work, not after it.
 */
export async function confirmPin(pin: string, onSignedIn?: () => void): Promise<Profile> {
  let signedIn = false;
  try {
    // A browser that signed in to this address before answers even while a stranger's wrong PINs hold it back.
    const result = await confirmSignIn({ challengeResponse: pin, options: { clientMetadata: { device: deviceId() } } });
    signedIn = result.isSignedIn;
  } catch (error) {
    const code = authErrorCode(error, 'confirm');
    // Cognito refused outright (third wrong PIN, expired or missing session): this challenge is over.
    if (code !== 'NETWORK_ERROR') endPinChallenge();
    throw new AuthFlowError(code);
  }
  // A wrong PIN leaves the challenge open (Cognito re-issues it): same message, the user may retry.
  if (!signedIn) throw new AuthFlowError('INVALID_EMAIL_OR_OTP');
  forgetPinChallenge();
  onSignedIn?.();
  // The PIN proved the address: open the account (the first time; then it only reads), then read it.
  await api('openAccount', {});
  // Kept as the cached profile too: the next screen (the details step, My Assessments) shows it at once.
  return keepProfile(await api('getMe', {}));
}

export async function signOutEverywhere(): Promise<void> {
  clearSession();
  forgetPinChallenge();
  await signOut().catch(() => undefined);
  setSessionClient('pin');
}
