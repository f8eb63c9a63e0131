import { recordCoreValues } from '@shared/accounts/user';
import { defineHandler } from '../../http/handler-factory';
import { db } from '../../db/service';
import { isConditionFailure } from '../../shared/conditional';
import { WRITE_RETRY_ATTEMPTS } from '@shared/constants/limits';
import { DomainError } from '@shared/errors';
import { loadOrCreateUser, profileOf } from '../repo';

/**
 * My account, core values (spec part 1 §2, §3): the list the analyzer and assessment setup start from.
 * Each saved list is recorded in the history, newest first, at most 20 (shared `recordCoreValues`);
 * the write is conditional on the history read, so two tabs saving at once both land in it.
 */
export const updateCoreValues = defineHandler('updateCoreValues', async ({ actor, body, now }) => {
  for (let attempt = 0; attempt <= WRITE_RETRY_ATTEMPTS; attempt++) {
    const user = await loadOrCreateUser(actor, now);
    const history = Array.isArray(user.coreValuesHistory) ? (user.coreValuesHistory as string[][]) : [];
    try {
      const { data } = await db()
        .entities.user.patch({ emailKey: user.emailKey })
        .set({ coreValues: body.coreValues, coreValuesHistory: body.coreValues.length ? recordCoreValues(history, body.coreValues) : history, updatedAt: now.toISOString() })
        .where((a, op) => op.eq(a.updatedAt, user.updatedAt))
        .go({ response: 'all_new' });
      return profileOf(data as typeof user);
    } catch (err) {
      if (!isConditionFailure(err)) throw err;
    }
  }
  throw new DomainError('INTERNAL');
});
