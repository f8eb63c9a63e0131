import type { PreAuthenticationTriggerEvent } from 'aws-lambda';
import { emailKey, normalizeEmail } from '@shared/accounts/email';
import { isGuestEmail } from '@shared/accounts/guest';
import { ZLocale } from '@shared/i18n/locale-schema';
import { db } from '../../db/service';
import { deviceHash } from '../pin/guard';
import { epochSeconds } from '../pin/pin-code';
import { dynamoSignInChecks, type SignInChecks } from '../pin/sign-in-check-store';
import { countAddressSend } from '../pin/send-budget';
import { withCatalogueErrors } from './trigger-errors';

/** Long enough for the PIN e-mail of this sign-in, short enough that it speaks for no later one. */
export const SIGN_IN_LANGUAGE_SECONDS = 10 * 60;

export interface PreAuthenticationDeps {
  store: SignInChecks;
  now(): Date;
  /** Notes the sign-in page's language for the PIN e-mail; never fails the sign-in. */
  notePageLanguage(emailKey: string, lang: string, expiresAt: number): Promise<void>;
}

let deps: PreAuthenticationDeps | undefined;
function defaultDeps(): PreAuthenticationDeps {
  deps ??= {
    store: dynamoSignInChecks(),
    now: () => new Date(),
    async notePageLanguage(key, lang, expiresAt) {
      await db().entities.signInLanguage.put({ emailKey: key, lang, expiresAt }).go();
    },
  };
  return deps;
}

/** A user made by a Google/Microsoft sign-in: Cognito names it `<provider>_<id>` and gives it `identities`. */
function isFederated(event: PreAuthenticationTriggerEvent): boolean {
  return !!event.request.userAttributes.identities || /^(google|microsoft|azure|entra)_/i.test(event.userName ?? '');
}

/**
 * Cognito Pre authentication: the only trigger of a sign-in's InitiateAuth that sees its ClientMetadata (as
 * `validationData`), so it
 * - notes the sign-in page's language (`lang`) for the first PIN e-mail (create-auth-challenge reads it);
 * - counts the PIN this sign-in is about to send against the address's bounds, per browser (`device`, the random id
 *   the web keeps): a stranger's sign-ins spend their browser's sends, not the owner's (send-budget.ts). A sign-in
 *   with a guest pass or a grant, or with Google or Microsoft, sends no PIN and counts nothing.
 * Refusals (PIN_SEND_LIMIT, PIN_LOCKED) reach the client as "PreAuthentication failed with error <code>.".
 */
export function createPreAuthentication(getDeps: () => PreAuthenticationDeps = defaultDeps) {
  return async (event: PreAuthenticationTriggerEvent): Promise<PreAuthenticationTriggerEvent> => {
    const d = getDeps();
    const email = normalizeEmail(event.request.userAttributes.email ?? event.userName ?? '');
    if (!email || event.request.userNotFound) return event;
    const key = emailKey(email);
    const now = d.now();
    const lang = ZLocale.safeParse(event.request.validationData?.lang);
    if (lang.success) {
      // A missing note only makes the PIN e-mail fall back to the account's language; a sign-in is never refused for it.
      await d.notePageLanguage(key, lang.data, epochSeconds(now) + SIGN_IN_LANGUAGE_SECONDS).catch(() => undefined);
    }
    // No PIN follows a Google/Microsoft sign-in (should Cognito run this trigger for one), a guest's or a grant's.
    if (isFederated(event) || isGuestEmail(email) || (await d.store.findPass(key, epochSeconds(now)))) return event;
    const device = deviceHash(event.request.validationData?.device);
    const known = await d.store.isKnownDevice(key, device, epochSeconds(now));
    await countAddressSend(d.store, { emailKey: key, requester: device, known, now });
    return event;
  };
}

export const handler = withCatalogueErrors(createPreAuthentication());
