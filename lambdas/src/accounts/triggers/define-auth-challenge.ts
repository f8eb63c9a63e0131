import type { DefineAuthChallengeTriggerEvent } from 'aws-lambda';
import { PIN_MAX_ATTEMPTS_PER_CHALLENGE } from '@shared/constants/pin';

/**
 * Cognito Define auth challenge for the e-mail PIN (CUSTOM_AUTH). One CUSTOM_CHALLENGE per
 * attempt: tokens after a correct answer; after PIN_MAX_ATTEMPTS_PER_CHALLENGE wrong answers the
 * authentication fails (the client gets NotAuthorizedException and must start again, which sends a
 * new PIN). Anything but our own challenge in the session (SRP, password) also fails.
 */
export async function handler(event: DefineAuthChallengeTriggerEvent): Promise<DefineAuthChallengeTriggerEvent> {
  const { session, userNotFound } = event.request;
  const fail = () => {
    event.response.issueTokens = false;
    event.response.failAuthentication = true;
    return event;
  };
  if (userNotFound) return fail();
  if (session.some((s) => s.challengeName !== 'CUSTOM_CHALLENGE')) return fail();

  const last = session.at(-1);
  if (last?.challengeResult === true) {
    event.response.issueTokens = true;
    event.response.failAuthentication = false;
    return event;
  }
  const wrong = session.filter((s) => s.challengeResult === false).length;
  if (wrong >= PIN_MAX_ATTEMPTS_PER_CHALLENGE) return fail();

  event.response.issueTokens = false;
  event.response.failAuthentication = false;
  event.response.challengeName = 'CUSTOM_CHALLENGE';
  return event;
}
