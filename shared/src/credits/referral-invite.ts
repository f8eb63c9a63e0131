import * as z from 'zod';
import { EMAIL_PATTERN } from '../accounts/email';

/** Referral invitation input (spec part 2 §5 "Referral invitation"). */
export const ZReferralInvite = z.object({
  email: z
    .string({ error: 'REFERRAL_INVALID_EMAIL' })
    .trim()
    .toLowerCase()
    .regex(EMAIL_PATTERN, { error: 'REFERRAL_INVALID_EMAIL' }),
  teamId: z.string({ error: 'REFERRAL_NO_TEAM_ID' }).trim().min(1, { error: 'REFERRAL_NO_TEAM_ID' }),
});
export type ReferralInvite = z.infer<typeof ZReferralInvite>;
