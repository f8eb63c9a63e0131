import {
  PIN_MAX_NEW_ADDRESS_SENDS_PER_DAY,
  PIN_MAX_SENDS_PER_ADDRESS_PER_HOUR,
  PIN_MAX_SENDS_PER_DAY,
  PIN_MAX_SENDS_PER_EMAIL_PER_HOUR,
} from '@shared/constants/pin';
import { DomainError } from '@shared/errors';
import { DAY_TTL_SECONDS, epochSeconds, hourBucket, utcDay } from './pin-code';
import type { PinStore } from './pin-store';

/** Send-rate buckets outlive their hour a little, then the TTL removes them. */
const BUCKET_TTL_SECONDS = 2 * 60 * 60;

/**
 * May a PIN be sent to the address for this requester (a browser id for sign-in, a client IP for guest
 * verification)? Refuses while the address waits out a back-off, unless the requester signed in to it before
 * (`known`); counts the send per (address, requester) and, for unknown requesters, against the address's ceiling.
 * Throws PIN_LOCKED or PIN_SEND_LIMIT; nothing is sent then.
 */
export async function countAddressSend(
  store: Pick<PinStore, 'blockedUntil' | 'countSend'>,
  input: { emailKey: string; requester: string; known: boolean; now: Date },
): Promise<void> {
  const { emailKey, requester, known, now } = input;
  const seconds = epochSeconds(now);
  if (!known && (await store.blockedUntil(emailKey, seconds)) > seconds) throw new DomainError('PIN_LOCKED');
  const expiresAt = seconds + BUCKET_TTL_SECONDS;
  if (
    !(await store.countSend(
      `${emailKey}#${requester || 'none'}`,
      hourBucket(now),
      PIN_MAX_SENDS_PER_EMAIL_PER_HOUR,
      expiresAt,
    ))
  )
    throw new DomainError('PIN_SEND_LIMIT');
  if (
    !known &&
    !(await store.countSend(`${emailKey}#any`, hourBucket(now), PIN_MAX_SENDS_PER_ADDRESS_PER_HOUR, expiresAt))
  )
    throw new DomainError('PIN_SEND_LIMIT');
}

/**
 * Counts one PIN against the deployment's day: an address that never signed in (`existing` false) spends the
 * new addresses' pool first, so throw-away addresses cannot spend what existing users need. PIN_SEND_LIMIT when
 * a pool is spent.
 */
export async function countDeploymentSend(store: PinStore, existing: boolean, now: Date): Promise<void> {
  const day = utcDay(now);
  const expiresAt = epochSeconds(now) + DAY_TTL_SECONDS;
  if (!existing && !(await store.countDeploymentSend('new', day, PIN_MAX_NEW_ADDRESS_SENDS_PER_DAY, expiresAt)))
    throw new DomainError('PIN_SEND_LIMIT');
  if (!(await store.countDeploymentSend('deployment', day, PIN_MAX_SENDS_PER_DAY, expiresAt)))
    throw new DomainError('PIN_SEND_LIMIT');
}
