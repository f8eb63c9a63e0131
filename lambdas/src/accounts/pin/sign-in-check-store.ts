import { db } from '../../db/service';
import { isConditionFailure } from '../../common/conditional';
import { currentGuard } from './guard';
import type { PinStore } from './pin-store';

/** What the pre-authentication trigger asks of the store before a PIN is sent: reads and send counters, no deletes. */
export type SignInChecks = Pick<PinStore, 'countSend' | 'blockedUntil' | 'isKnownDevice' | 'findPass'>;

/**
 * The DynamoDB side of SignInChecks, apart from the rest of the PIN store so that the pre-authentication function's
 * bundle holds no delete (least privilege: infra/lib/stacks/context-access.ts grants it writes only).
 */
export function dynamoSignInChecks(): SignInChecks {
  return {
    async countSend(bucket, hour, cap, expiresAt) {
      try {
        await db()
          .entities.pinSendCounter.update({ emailKey: bucket, hour })
          .add({ count: 1 })
          .set({ expiresAt })
          .where(({ count }, { notExists, lt }) => `${notExists(count)} OR ${lt(count, cap)}`)
          .go();
        return true;
      } catch (err) {
        if (isConditionFailure(err)) return false;
        throw err;
      }
    },
    async blockedUntil(emailKey, nowSeconds) {
      const { data } = await db().entities.signInGuard.get({ emailKey }).go({ consistent: true });
      const { blockedUntil } = currentGuard(data, nowSeconds);
      return blockedUntil > nowSeconds ? blockedUntil : 0;
    },
    async isKnownDevice(emailKey, deviceHash, nowSeconds) {
      if (!deviceHash) return false;
      const { data } = await db().entities.signInDevice.get({ emailKey, deviceHash }).go();
      return !!data && data.expiresAt > nowSeconds;
    },
    async findPass(emailKey, nowSeconds) {
      const { data } = await db().entities.signInPass.get({ emailKey }).go({ consistent: true });
      return data && data.expiresAt > nowSeconds ? data : null;
    },
  };
}
