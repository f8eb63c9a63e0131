import { defineHandler } from '../../http/handler-factory';
import { loadOrCreateUser, toProfile } from '../repo';

export const getMe = defineHandler('getMe', async ({ actor, now }) => toProfile(await loadOrCreateUser(actor, now)));
