import { PIN_MAX_ATTEMPTS_PER_CHALLENGE } from '@shared/constants/pin';
import { db } from '../../db/service';
import { isConditionFailure } from '../../common/conditional';
import { afterFailure, currentGuard, type GuardClaim } from './guard';
import { dynamoSignInChecks } from './sign-in-check-store';

export interface StoredPinChallenge {
  emailKey: string;
  challengeId: string;
  pinHash: string;
  salt: string;
  attempts: number;
  /** Epoch seconds. */
  expiresAt: number;
  createdAt: string;
}

/** A guest pass or a one-time grant (db/entities/sign-in-pass.ts). */
export interface StoredPass {
  emailKey: string;
  kind: 'guest' | 'grant';
  secretHash: string;
  salt: string;
  expiresAt: number;
  createdAt: string;
}

/**
 * Persistence of sign-in PINs and passes. Every bound is enforced by the store's conditional writes, not by a
 * read-then-write in the trigger, so concurrent requests cannot exceed it.
 */
export interface PinStore {
  /**
   * Counts one send in the hour bucket of `bucket` (an address and browser, or an address's ceiling); false (nothing
   * counted) when `cap` is reached.
   */
  countSend(bucket: string, hour: string, cap: number, expiresAt: number): Promise<boolean>;
  /** Stores a sign-in's challenge beside the e-mail's other pending ones. */
  saveChallenge(challenge: StoredPinChallenge): Promise<void>;
  /** Counts one PIN sent by the deployment on `day` in `pool`; false (nothing counted) once `cap` is reached. */
  countDeploymentSend(pool: string, day: string, cap: number, expiresAt: number): Promise<boolean>;
  /**
   * Counts a wrong answer for the address before the answer is compared, in one conditional write that also checks
   * the address is not waiting out a back-off (unless `ignoreBackoff`: a browser that signed in to it before). Null,
   * and nothing counted, when it is waiting (or parallel answers kept it busy): the answer must then be refused.
   */
  claimAttempt(emailKey: string, nowSeconds: number, ignoreBackoff: boolean): Promise<GuardClaim | null>;
  /** Undoes a claim when the answer was right (only if nothing was counted since). */
  refundAttempt(emailKey: string, claim: GuardClaim): Promise<void>;
  /** Until when (epoch seconds) the address waits out a back-off; 0 when it does not. */
  blockedUntil(emailKey: string, nowSeconds: number): Promise<number>;
  /** Whether this browser (hash) answered a PIN for the address before. */
  isKnownDevice(emailKey: string, deviceHash: string, nowSeconds: number): Promise<boolean>;
  rememberDevice(emailKey: string, deviceHash: string, expiresAt: number): Promise<void>;
  /**
   * Counts one attempt on a challenge, only if it still exists, unexpired at
   * `nowSeconds`, and below the attempt bound. Returns the challenge after counting, or null.
   */
  recordAttempt(emailKey: string, challengeId: string, nowSeconds: number): Promise<StoredPinChallenge | null>;
  /** Removes the challenge so its PIN cannot be reused; false if it was already gone or replaced. */
  consume(emailKey: string, challengeId: string): Promise<boolean>;
  /** The e-mail's pass when it has one that has not expired at `nowSeconds`. */
  findPass(emailKey: string, nowSeconds: number): Promise<StoredPass | null>;
  /** Removes a one-time pass, only if it is still the one with this hash; false when it was used already. */
  consumePass(emailKey: string, secretHash: string): Promise<boolean>;
}

/** Parallel answers for one address retry this often before one is refused (none is ever counted twice). */
const CLAIM_ROUNDS = 8;

/** The DynamoDB store (ElectroDB entities `pinChallenge`, `pinSendCounter`, `dailyCounter`, `signInGuard`, `signInDevice`). */
export function dynamoPinStore(): PinStore {
  return {
    ...dynamoSignInChecks(),
    async saveChallenge(challenge) {
      await db().entities.pinChallenge.put(challenge).go();
    },
    async countDeploymentSend(pool, day, cap, expiresAt) {
      try {
        await db()
          .entities.dailyCounter.update({ scope: `pin-send#${pool}`, day })
          .add({ count: 1 })
          .set({ expiresAt })
          .where((a, op) => `${op.notExists(a.count)} OR ${op.lt(a.count, cap)}`)
          .go();
        return true;
      } catch (err) {
        if (isConditionFailure(err)) return false;
        throw err;
      }
    },
    async claimAttempt(emailKey, nowSeconds, ignoreBackoff) {
      // Optimistic: read, then write the next state only if nobody wrote since (same version). A loser reads again,
      // and sees the back-off the winners set; one that keeps losing is refused, never counted past the bound.
      for (let round = 0; round < CLAIM_ROUNDS; round++) {
        const { data } = await db().entities.signInGuard.get({ emailKey }).go({ consistent: true });
        const state = currentGuard(data, nowSeconds);
        if (!ignoreBackoff && state.blockedUntil > nowSeconds) return null;
        const next = afterFailure(state, nowSeconds);
        const version = (data?.version ?? 0) + 1;
        try {
          await db()
            .entities.signInGuard.put({ emailKey, ...next, version })
            .where((a, op) => (data ? op.eq(a.version, data.version) : op.notExists(a.version)))
            .go();
          return { restore: { ...state, expiresAt: data?.expiresAt ?? next.expiresAt }, version };
        } catch (err) {
          if (!isConditionFailure(err)) throw err;
        }
      }
      return null;
    },
    async refundAttempt(emailKey, claim) {
      try {
        await db()
          .entities.signInGuard.put({ emailKey, ...claim.restore, version: claim.version + 1 })
          .where((a, op) => op.eq(a.version, claim.version))
          .go();
      } catch (err) {
        if (!isConditionFailure(err)) throw err;
      }
    },
    async rememberDevice(emailKey, deviceHash, expiresAt) {
      if (deviceHash) await db().entities.signInDevice.put({ emailKey, deviceHash, expiresAt }).go();
    },
    async recordAttempt(emailKey, challengeId, nowSeconds) {
      try {
        const res = await db()
          .entities.pinChallenge.update({ emailKey, challengeId })
          .add({ attempts: 1 })
          .where(
            (a, { eq, lt, gt }) =>
              `${eq(a.challengeId, challengeId)} AND ${lt(a.attempts, PIN_MAX_ATTEMPTS_PER_CHALLENGE)} AND ${gt(a.expiresAt, nowSeconds)}`,
          )
          .go({ response: 'all_new' });
        return res.data as StoredPinChallenge;
      } catch (err) {
        if (isConditionFailure(err)) return null;
        throw err;
      }
    },
    async consume(emailKey, challengeId) {
      try {
        await db()
          .entities.pinChallenge.delete({ emailKey, challengeId })
          .where((a, { eq }) => eq(a.challengeId, challengeId))
          .go();
        return true;
      } catch (err) {
        if (isConditionFailure(err)) return false;
        throw err;
      }
    },
    async consumePass(emailKey, secretHash) {
      try {
        await db()
          .entities.signInPass.delete({ emailKey })
          .where((a, { eq }) => eq(a.secretHash, secretHash))
          .go();
        return true;
      } catch (err) {
        if (isConditionFailure(err)) return false;
        throw err;
      }
    },
  };
}
