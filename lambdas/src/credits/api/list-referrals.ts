import { defineHandler } from '../../http/handler-factory';
import { loadOrCreateUser } from '../../accounts/repo';
import { listFriends } from '../referrals';

/** The refer-a-friend tab's list (spec part 1 §3 Referral): invited e-mail, status, credits earned; newest first. */
export const listReferrals = defineHandler('listReferrals', async ({ actor, now }) => ({
  items: await listFriends(await loadOrCreateUser(actor, now)),
}));
