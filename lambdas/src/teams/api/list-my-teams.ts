import { defineHandler } from '../../http/handler-factory';
import { teamsOfUser } from '../my-teams';

/**
 * The account dropdown's teams (spec part 1 §2): the personal workspace first, then each shared team the user
 * belongs to; and apart, the invitations waiting for the user's answer (not teams they are in).
 */
export const listMyTeams = defineHandler('listMyTeams', async ({ user }) => teamsOfUser({ user }));
