import { isReferralCode } from '@shared/credits/referral';

/**
 * The referral code a visitor arrived with (/l/{code}, /join?{code}), kept in this browser until the account they
 * sign up with claims it, with the inviter's name for the sign-up page's note.
 */
const KEY = 'culturefit.referral';

export interface StoredReferral {
  code: string;
  inviterName: string;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function rememberReferral(referral: StoredReferral, storage: Store = localStorage): void {
  if (isReferralCode(referral.code))
    storage.setItem(KEY, JSON.stringify({ code: referral.code, inviterName: referral.inviterName }));
}

/** The kept referral, or null when there is none or it is not one (hand-edited storage is ignored). */
export function storedReferral(storage: Pick<Storage, 'getItem'> = localStorage): StoredReferral | null {
  try {
    const value = JSON.parse(storage.getItem(KEY) ?? 'null') as Partial<StoredReferral> | null;
    if (!value || typeof value.code !== 'string' || !isReferralCode(value.code)) return null;
    return { code: value.code, inviterName: typeof value.inviterName === 'string' ? value.inviterName : '' };
  } catch {
    return null;
  }
}

export function forgetReferral(storage: Pick<Storage, 'removeItem'> = localStorage): void {
  storage.removeItem(KEY);
}
