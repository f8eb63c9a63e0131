import { defineHandler } from '../../http/handler-factory';
import { inviterOf } from '../referrals';

/** Who invited you, for a referral link (spec part 1 §2 l/:referralCode); else 'Unknown referral link.' */
export const resolveReferral = defineHandler('resolveReferral', async ({ params }) => inviterOf({ code: params.code }));
