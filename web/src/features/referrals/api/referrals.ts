import { mutate } from 'swr';
import type { ReferralInviter, ReferralRow } from '@shared/routes';
import { api, apiKey } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

/** Refer a friend (spec part 1 §2 /account/refer-a-friend): the personal link, the invitations, the claim. */
export const referralsKey = apiKey('listReferrals', {});

/** The personal link; the first call makes it (a POST), later ones return the same, so focus does not re-ask. */
export function useReferralLink() {
  return useApi('openReferralLink', {}, { revalidateOnFocus: false });
}

export function useReferrals() {
  return useApi('listReferrals', {});
}

export async function inviteReferral(email: string): Promise<ReferralRow> {
  const row = await api('inviteReferral', { body: { email } });
  await mutate(referralsKey);
  return row;
}

/** Who invited you; 'Unknown referral link.' (404) for a code nobody owns. */
export function resolveReferral(code: string): Promise<ReferralInviter> {
  return api('resolveReferral', { params: { code } });
}

export function claimReferral(code: string): Promise<ReferralInviter> {
  return api('claimReferral', { body: { code } });
}
