import type { PreAuthenticationTriggerEvent } from 'aws-lambda';
import { emailKey } from '@shared/accounts/email';
import { ZLocale } from '@shared/i18n/locale-schema';
import { db } from '../../db/service';
import { withCatalogueErrors } from './trigger-errors';

/** Long enough for the PIN e-mail of this sign-in, short enough that it speaks for no later one. */
export const SIGN_IN_LANGUAGE_SECONDS = 10 * 60;

/**
 * Cognito Pre authentication: the only trigger of a sign-in's InitiateAuth that sees its ClientMetadata, so it
 * notes the sign-in page's language (`lang`) for the first PIN e-mail (create-auth-challenge reads it). It never
 * refuses a sign-in; a missing or unknown language notes nothing.
 */
export async function notePageLanguage(event: PreAuthenticationTriggerEvent, now: Date = new Date()): Promise<PreAuthenticationTriggerEvent> {
  const lang = ZLocale.safeParse(event.request.validationData?.lang);
  const email = event.request.userAttributes.email ?? event.userName;
  if (!lang.success || !email) return event;
  try {
    await db()
      .entities.signInLanguage.put({ emailKey: emailKey(email), lang: lang.data, expiresAt: Math.floor(now.getTime() / 1000) + SIGN_IN_LANGUAGE_SECONDS })
      .go();
  } catch {
    // The PIN e-mail then falls back to the account's language; a sign-in is never refused for this.
  }
  return event;
}

export const handler = withCatalogueErrors((event: PreAuthenticationTriggerEvent) => notePageLanguage(event));
