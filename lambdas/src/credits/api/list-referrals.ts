import { defineHandler } from '../../http/handler-factory';
import { listFriends } from '../referrals';

/** The refer-a-friend tab's list (spec part 1 §3 Referral): invited e-mail, status, credits earned; newest first. */
export const listReferrals = defineHandler('listReferrals', async ({ user }) => ({
  items: await listFriends({ user }),
}));
