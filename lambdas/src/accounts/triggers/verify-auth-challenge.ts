import { withCatalogueErrors } from './trigger-errors';
import type { VerifyAuthChallengeResponseTriggerEvent } from 'aws-lambda';
import { emailKey, normalizeEmail } from '@shared/accounts/email';
import { deviceHash, KNOWN_DEVICE_SECONDS, startsWaiting } from '../pin/guard';
import { epochSeconds, pinMatches } from '../pin/pin-code';
import { dynamoPinStore, type PinStore } from '../pin/pin-store';
import { pinHashKey } from '../pin/pin-key';
import { passMatches } from '../pass/pass-code';

export interface VerifyAuthChallengeDeps {
  store: PinStore;
  now(): Date;
  /** The key of the PIN hash (pin-key.ts). */
  hashKey(): Promise<Buffer>;
  /** Mails the owner an unlock link when a wrong answer makes the address wait (pin/unlock.ts); never throws. */
  offerUnlock?(email: string, now: Date): Promise<void>;
}

let deps: VerifyAuthChallengeDeps | undefined;
function defaultDeps(): VerifyAuthChallengeDeps {
  // The unlock mail (React Email) loads only when a wrong answer makes an address wait, not at every cold start.
  deps ??= {
    store: dynamoPinStore(),
    now: () => new Date(),
    hashKey: () => pinHashKey(),
    offerUnlock: async (email, at) => (await import('../pin/unlock')).offerUnlockLink(email, at),
  };
  return deps;
}

/**
 * Cognito Verify auth challenge response. Every answer first counts a wrong answer against the address (one
 * conditional write that also refuses it while the address waits out a back-off, pin-store.ts claimAttempt) and an
 * attempt on the challenge (a conditional update that requires it to be unexpired and below the attempt bound);
 * only then is the hash compared (in constant time); a right answer takes its count back. A correct PIN is consumed with a conditional
 * delete, so it signs in once: a replay, or a concurrent second answer, finds it gone. The wrong answer that makes
 * the address wait mails its owner an unlock link (pin/unlock.ts).
 */
export function createVerifyAuthChallenge(getDeps: () => VerifyAuthChallengeDeps = defaultDeps) {
  return async (event: VerifyAuthChallengeResponseTriggerEvent): Promise<VerifyAuthChallengeResponseTriggerEvent> => {
    event.response.answerCorrect = false;
    const { store, now, hashKey, offerUnlock } = getDeps();
    const email = normalizeEmail(event.request.userAttributes.email ?? '');
    const challengeId = event.request.privateChallengeParameters.challengeId ?? '';
    const passKind = event.request.privateChallengeParameters.pass;
    if (event.request.userNotFound || !email) return event;
    if (passKind) {
      // A guest's pass signs in again and again until it expires; a grant signs in once (conditional delete).
      const pass = await store.findPass(emailKey(email), epochSeconds(now()));
      if (
        !pass ||
        pass.kind !== passKind ||
        !passMatches(event.request.challengeAnswer ?? '', pass.salt, pass.secretHash)
      )
        return event;
      event.response.answerCorrect =
        pass.kind === 'guest' ? true : await store.consumePass(pass.emailKey, pass.secretHash);
      return event;
    }
    if (!challengeId) return event;

    const key = emailKey(email);
    const at = epochSeconds(now());
    // The browser answering (ClientMetadata `device`): one that signed in to this address before does not wait out a
    // back-off a stranger caused, since the stranger cannot know its id.
    const device = deviceHash(event.request.clientMetadata?.device);
    const known = await store.isKnownDevice(key, device, at);
    // Count the wrong answer first, in one conditional write that also checks the back-off; only then compare. So
    // parallel answers cannot pass the bound, and during a back-off nothing is compared at all.
    const claim = await store.claimAttempt(key, at, known);
    if (!claim) return event;
    const challenge = await store.recordAttempt(key, challengeId, at);
    const right =
      !!challenge &&
      pinMatches(event.request.challengeAnswer ?? '', challenge.salt, challenge.pinHash, await hashKey());
    // Expired, consumed or out of attempts: nothing was compared, so nothing is held against the address.
    if (!challenge) await store.refundAttempt(key, claim);
    if (!right) {
      // This wrong answer made the address wait: its owner may be on a browser that never signed in to it.
      if (challenge && startsWaiting(claim.restore, at)) await offerUnlock?.(email, now());
      return event;
    }

    event.response.answerCorrect = await store.consume(key, challengeId);
    if (event.response.answerCorrect) {
      await store.refundAttempt(key, claim);
      await store.rememberDevice(key, device, at + KNOWN_DEVICE_SECONDS);
    }
    return event;
  };
}

export const handler = withCatalogueErrors(createVerifyAuthChallenge());
