import { PIN_MAX_ATTEMPTS_PER_CHALLENGE, PIN_MAX_SENDS_PER_DAY, PIN_MAX_SENDS_PER_EMAIL_PER_HOUR } from '@shared/constants/pin';
import { db } from '../../db/service';
import { isConditionFailure } from '../../shared/conditional';

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
  /** Counts one send in the hour bucket; false (nothing counted) when the hour's bound is reached. */
  countSend(emailKey: string, hour: string, expiresAt: number): Promise<boolean>;
  /** Stores a sign-in's challenge beside the e-mail's other pending ones. */
  saveChallenge(challenge: StoredPinChallenge): Promise<void>;
  /** Counts one wrong PIN for the e-mail on `day`; returns the day's count. */
  countFailure(emailKey: string, day: string, expiresAt: number): Promise<number>;
  /** Wrong PINs the e-mail received on `day`. */
  failuresOn(emailKey: string, day: string): Promise<number>;
  /** Counts one PIN sent by the deployment on `day`; false (nothing counted) once the day's ceiling is reached. */
  countDeploymentSend(day: string, expiresAt: number): Promise<boolean>;
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

/** The DynamoDB store (ElectroDB entities `pinChallenge` and `pinSendCounter`). */
export function dynamoPinStore(): PinStore {
  return {
    async countSend(emailKey, hour, expiresAt) {
      try {
        await db()
          .entities.pinSendCounter.update({ emailKey, hour })
          .add({ count: 1 })
          .set({ expiresAt })
          .where(({ count }, { notExists, lt }) => `${notExists(count)} OR ${lt(count, PIN_MAX_SENDS_PER_EMAIL_PER_HOUR)}`)
          .go();
        return true;
      } catch (err) {
        if (isConditionFailure(err)) return false;
        throw err;
      }
    },
    async saveChallenge(challenge) {
      await db().entities.pinChallenge.put(challenge).go();
    },
    async countFailure(emailKey, day, expiresAt) {
      const { data } = await db().entities.dailyCounter.update({ scope: `pin-fail#${emailKey}`, day }).add({ count: 1 }).set({ expiresAt }).go({ response: 'all_new' });
      return data.count ?? 1;
    },
    async failuresOn(emailKey, day) {
      const { data } = await db().entities.dailyCounter.get({ scope: `pin-fail#${emailKey}`, day }).go({ consistent: true });
      return data?.count ?? 0;
    },
    async countDeploymentSend(day, expiresAt) {
      try {
        await db()
          .entities.dailyCounter.update({ scope: 'pin-send#deployment', day })
          .add({ count: 1 })
          .set({ expiresAt })
          .where((a, op) => `${op.notExists(a.count)} OR ${op.lt(a.count, PIN_MAX_SENDS_PER_DAY)}`)
          .go();
        return true;
      } catch (err) {
        if (isConditionFailure(err)) return false;
        throw err;
      }
    },
    async recordAttempt(emailKey, challengeId, nowSeconds) {
      try {
        const res = await db()
          .entities.pinChallenge.update({ emailKey, challengeId })
          .add({ attempts: 1 })
          .where((a, { eq, lt, gt }) => `${eq(a.challengeId, challengeId)} AND ${lt(a.attempts, PIN_MAX_ATTEMPTS_PER_CHALLENGE)} AND ${gt(a.expiresAt, nowSeconds)}`)
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
    async findPass(emailKey, nowSeconds) {
      const { data } = await db().entities.signInPass.get({ emailKey }).go({ consistent: true });
      return data && data.expiresAt > nowSeconds ? data : null;
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
