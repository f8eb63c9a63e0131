import * as z from '../zod-mini';
import { EMAIL_MAX_LENGTH } from '../accounts/email';
import { REFERRAL_CODE_LENGTH } from '../constants/referral';
import { REFERRAL_STATUSES } from '../credits/referral';
import { lazySchema } from './lazy-schema';

/** Wire shapes of refer-a-friend (spec part 1 §2 /account/refer-a-friend, l/:referralCode, join?:referralCode; §3 Referral). */

/** The signed-in user's personal referral link: /l/{code}, and the same code as a join link (/join?{code}). */
export const ZReferralLink = lazySchema(() => z.object({ code: z.string(), link: z.string(), joinLink: z.string() }));
export type ReferralLink = z.infer<typeof ZReferralLink>;

/**
 * The friend's address. Only its length is checked here: the use case runs the spec's checks in order
 * (`checkReferralInvite`), so a malformed address gets 'Please enter a valid email address' from there.
 */
export const ZReferralInviteBody = lazySchema(() =>
  z.object({
    email: z
      .string({ error: 'REFERRAL_INVALID_EMAIL' })
      .check(z.maxLength(EMAIL_MAX_LENGTH, { error: 'REFERRAL_INVALID_EMAIL' })),
  }),
);

/** Referral (spec part 1 §3): invited e-mail, status (pending, signed up, assessment created), credits earned. */
export const ZReferralRow = lazySchema(() =>
  z.object({
    email: z.string(),
    status: z.enum(REFERRAL_STATUSES),
    credits: z.enum(['pending', 'earned']),
    credits_earned: z.number().check(z.int()),
    /** How the friend came: an invitation e-mail, or the link alone. */
    source: z.enum(['invite', 'link']),
    created_at: z.string(),
  }),
);
export type ReferralRow = z.infer<typeof ZReferralRow>;

export const ZReferralList = lazySchema(() => z.object({ items: z.array(ZReferralRow) }));

export const ZReferralCode = lazySchema(() =>
  z.string().check(z.regex(new RegExp(`^[A-Za-z0-9]{${REFERRAL_CODE_LENGTH}}$`), { error: 'REFERRAL_UNKNOWN_LINK' })),
);
export const ZReferralCodeParams = lazySchema(() => z.object({ code: ZReferralCode }));
export const ZReferralClaimBody = lazySchema(() => z.object({ code: ZReferralCode }));

/** What the sign-up page shows about a referral link: who invited you (display name, never the address). */
export const ZReferralInviter = lazySchema(() => z.object({ inviterName: z.string() }));
export type ReferralInviter = z.infer<typeof ZReferralInviter>;
