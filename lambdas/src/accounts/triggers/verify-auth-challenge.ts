import { withCatalogueErrors } from './trigger-errors';
import type { VerifyAuthChallengeResponseTriggerEvent } from 'aws-lambda';
import { emailKey, normalizeEmail } from '@shared/accounts/email';
import { PIN_MAX_FAILURES_PER_DAY } from '@shared/constants/pin';
import { DAY_TTL_SECONDS, epochSeconds, pinMatches, utcDay } from '../pin/pin-code';
import { dynamoPinStore, type PinStore } from '../pin/pin-store';
import { pinHashKey } from '../pin/pin-key';
import { passMatches } from '../pass/pass-code';

export interface VerifyAuthChallengeDeps {
  store: PinStore;
  now(): Date;
  /** The key of the PIN hash (pin-key.ts). */
  hashKey(): Promise<Buffer>;
}

let deps: VerifyAuthChallengeDeps | undefined;
function defaultDeps(): VerifyAuthChallengeDeps {
  deps ??= { store: dynamoPinStore(), now: () => new Date(), hashKey: () => pinHashKey() };
  return deps;
}

/**
 * Cognito Verify auth challenge response. Every answer first counts an attempt with a conditional
 * update that also requires the challenge to be the active, unexpired one below the attempt bound;
 * only then is the hash compared (in constant time). A correct PIN is consumed with a conditional
 * delete, so it signs in once: a replay, or a concurrent second answer, finds it gone.
 */
export function createVerifyAuthChallenge(getDeps: () => VerifyAuthChallengeDeps = defaultDeps) {
  return async (event: VerifyAuthChallengeResponseTriggerEvent): Promise<VerifyAuthChallengeResponseTriggerEvent> => {
    event.response.answerCorrect = false;
    const { store, now, hashKey } = getDeps();
    const email = normalizeEmail(event.request.userAttributes.email ?? '');
    const challengeId = event.request.privateChallengeParameters.challengeId ?? '';
    const passKind = event.request.privateChallengeParameters.pass;
    if (event.request.userNotFound || !email) return event;
    if (passKind) {
      // A guest's pass signs in again and again until it expires; a grant signs in once (conditional delete).
      const pass = await store.findPass(emailKey(email), epochSeconds(now()));
      if (!pass || pass.kind !== passKind || !passMatches(event.request.challengeAnswer ?? '', pass.salt, pass.secretHash)) return event;
      event.response.answerCorrect = pass.kind === 'guest' ? true : await store.consumePass(pass.emailKey, pass.secretHash);
      return event;
    }
    if (!challengeId) return event;

    const key = emailKey(email);
    const at = now();
    // Locked for the day after too many wrong codes: even the right one is refused until tomorrow.
    if ((await store.failuresOn(key, utcDay(at))) >= PIN_MAX_FAILURES_PER_DAY) return event;
    const challenge = await store.recordAttempt(key, challengeId, epochSeconds(at));
    if (!challenge) return event; // expired, consumed or out of attempts
    if (!pinMatches(event.request.challengeAnswer ?? '', challenge.salt, challenge.pinHash, await hashKey())) {
      await store.countFailure(key, utcDay(at), epochSeconds(at) + DAY_TTL_SECONDS);
      return event;
    }

    event.response.answerCorrect = await store.consume(key, challengeId);
    return event;
  };
}

export const handler = withCatalogueErrors(createVerifyAuthChallenge());
