import { defineHandler } from '../../http/handler-factory';
import { saveCoreValues } from '../profile-settings';

/**
 * My account, core values (spec part 1 §2, §3): the list the analyzer and assessment setup start from, recorded
 * in the history; two tabs saving at once both land in it.
 */
export const updateCoreValues = defineHandler('updateCoreValues', async ({ body, now, user }) =>
  saveCoreValues({ user, coreValues: body.coreValues, now }),
);
