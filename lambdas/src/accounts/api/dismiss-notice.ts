import { defineHandler } from '../../http/handler-factory';
import { dismissNotice as dismissPendingNotice } from '../profile-settings';

/** "Got it" on the account's pending notice (spec part 1 §4: a member removed from a team is told why). */
export const dismissNotice = defineHandler('dismissNotice', async ({ user }) => dismissPendingNotice({ user }));
