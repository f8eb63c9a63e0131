import * as z from '../zod-mini';
import { EMAIL_PATTERN } from '../accounts/email';

/** Referral invitation input (spec part 2 §5 "Referral invitation"). */
export const ZReferralInvite = z.object({
  email: z
    .string({ error: 'REFERRAL_INVALID_EMAIL' })
    .check(z.trim(), z.toLowerCase(), z.regex(EMAIL_PATTERN, { error: 'REFERRAL_INVALID_EMAIL' })),
  teamId: z.string({ error: 'REFERRAL_NO_TEAM_ID' }).check(z.trim(), z.minLength(1, { error: 'REFERRAL_NO_TEAM_ID' })),
});
export type ReferralInvite = z.infer<typeof ZReferralInvite>;
