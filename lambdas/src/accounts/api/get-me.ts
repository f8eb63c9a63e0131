import { defineHandler } from '../../http/handler-factory';
import { readOwnProfile } from '../profile-settings';

/** The current user; a pending 'removed from the team' notice is given once and then cleared. */
export const getMe = defineHandler('getMe', async ({ user }) => readOwnProfile({ user }));
