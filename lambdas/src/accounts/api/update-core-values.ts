import { recordCoreValues } from '@shared/accounts/user';
import { defineHandler } from '../../http/handler-factory';
import { db } from '../../db/service';
import { RACE_LOST, retryOnRace, unlessRaceLost } from '../../common/conditional';
import { profileOf } from '../repo';

/**
 * My account, core values (spec part 1 §2, §3): the list the analyzer and assessment setup start from.
 * Each saved list is recorded in the history, newest first, at most 20 (shared `recordCoreValues`);
 * the write is conditional on the history read, so two tabs saving at once both land in it.
 */
export const updateCoreValues = defineHandler('updateCoreValues', async ({ body, now, user }) => {
  return retryOnRace(async () => {
    const history = Array.isArray(user.coreValuesHistory) ? (user.coreValuesHistory as string[][]) : [];
    const written = await unlessRaceLost(
      db()
        .entities.user.patch({ emailKey: user.emailKey })
        .set({
          coreValues: body.coreValues,
          coreValuesHistory: body.coreValues.length ? recordCoreValues(history, body.coreValues) : history,
          updatedAt: now.toISOString(),
        })
        .where((a, op) => op.eq(a.updatedAt, user.updatedAt))
        .go({ response: 'all_new' }),
    );
    if (written === RACE_LOST) return RACE_LOST;
    const { data } = written;
    return profileOf(data as typeof user);
  });
});
