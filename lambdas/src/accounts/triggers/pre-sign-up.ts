import { withCatalogueErrors } from './trigger-errors';
import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { emailKey, isValidEmail } from '@shared/accounts/email';
import { checkProviderSignUp, type SignInMethod } from '@shared/accounts/sign-in';
import { isGuestEmail } from '@shared/accounts/guest';
import { DomainError } from '@shared/errors';
import { db } from '../../db/service';

export interface PreSignUpDeps {
  /** How the product account of this e-mail signs in, or null when there is none. */
  registeredWith(email: string): Promise<SignInMethod | null>;
  /** True when the server issued a guest pass for this guest address (startGuest). */
  hasGuestPass(email: string): Promise<boolean>;
}

const defaultDeps: PreSignUpDeps = {
  async registeredWith(email) {
    const res = await db()
      .entities.user.get({ emailKey: emailKey(email) })
      .go();
    return res.data ? (res.data.signInMethod ?? 'email') : null;
  },
  async hasGuestPass(email) {
    const res = await db()
      .entities.signInPass.get({ emailKey: emailKey(email) })
      .go({ consistent: true });
    return res.data?.kind === 'guest' && res.data.expiresAt > Math.floor(Date.now() / 1000);
  },
};

function providerOf(event: PreSignUpTriggerEvent): 'google' | 'microsoft' {
  // Federated user names are `<providerName>_<id>`; the Microsoft OIDC provider is named so in CDK.
  return /^(microsoft|azure|entra)/i.test(event.userName) ? 'microsoft' : 'google';
}

/**
 * Whether the provider vouches for the address. Cognito hands the trigger the mapped user attributes,
 * as strings: `email_verified` is mapped (infra/lib/stacks/stateful-stack.ts) from Google's
 * `email_verified` claim and from Microsoft Entra ID's `xms_edov` (e-mail domain owner verified), since
 * Entra ID tokens carry no `email_verified`. Absent, 'false' or anything else is not verified.
 */
export function providerVerifiedEmail(userAttributes: Record<string, string | undefined>): boolean {
  return userAttributes.email_verified?.trim().toLowerCase() === 'true';
}

/**
 * Cognito Pre sign-up. The e-mail PIN proves the address, so e-mail sign-ups are confirmed and
 * verified at once. An invalid address is refused ('Invalid email address.', spec part 1 §5); a
 * provider sign-up has its Microsoft address cleaned, is refused unless the provider verified the
 * e-mail (else anyone could claim an address they do not own and have it marked verified here), and
 * is refused when the e-mail is registered (spec part 1 §5).
 * A thrown error reaches the client as UserLambdaValidationException "PreSignUp failed with error <text>".
 */
export function createPreSignUp(deps: PreSignUpDeps = defaultDeps) {
  return async (event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> => {
    const raw = event.request.userAttributes.email ?? '';
    if (event.triggerSource === 'PreSignUp_ExternalProvider') {
      const email = checkProviderSignUp(raw, providerOf(event), null);
      // Before the registered check, so an unproven address learns nothing about existing accounts.
      if (!providerVerifiedEmail(event.request.userAttributes)) throw new DomainError('PROVIDER_EMAIL_NOT_VERIFIED');
      const existing = await deps.registeredWith(email);
      // spec part 1 §5: an e-mail registered with the other method signs in that way.
      if (existing && existing !== providerOf(event)) throw new DomainError('USE_SIGN_UP_METHOD');
      if (existing) throw new DomainError('EMAIL_ALREADY_REGISTERED', { email });
    } else if (isGuestEmail(raw)) {
      // Guest addresses are reserved: only the server's startGuest makes them (spec part 1 §4 "Guest").
      if (!(await deps.hasGuestPass(raw))) throw new DomainError('INVALID_EMAIL_ADDRESS');
    } else if (!isValidEmail(raw)) {
      throw new DomainError('INVALID_EMAIL_ADDRESS');
    } else {
      const existing = await deps.registeredWith(raw);
      if (existing && existing !== 'email') throw new DomainError('USE_SIGN_UP_METHOD');
    }
    event.response.autoConfirmUser = true;
    event.response.autoVerifyEmail = true;
    return event;
  };
}

export const handler = withCatalogueErrors(createPreSignUp());
