import { useEffect } from 'react';
import { ApiError } from '../../../lib/api-client';
import { claimReferral } from '../api/referrals';
import { forgetReferral, storedReferral } from '../referral-store';

/**
 * Once signed in, a referral code kept from /l/{code} or /join?{code} is sent once (the server decides whether
 * this account may claim it: new, not the link's owner, not referred already) and then forgotten. A network or
 * server failure keeps it for the next signed-in page; a refusal is final.
 */
export function ReferralClaim() {
  useEffect(() => {
    const stored = storedReferral();
    if (!stored) return;
    claimReferral(stored.code).then(
      () => forgetReferral(),
      (err: unknown) => {
        const final = err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 401;
        if (final) forgetReferral();
      },
    );
  }, []);
  return null;
}
