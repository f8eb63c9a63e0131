import { db } from '../db/service';
import { transactWrite } from '../db/transact';
import { completionEventId } from './completion-credit';

/**
 * The credit history keeps what was spent after a respondent is deleted (docs/privacy.md): each completion's movement
 * of theirs is moved to an event named by the respondent's opaque id instead of their e-mail key, and its variables
 * name them by that id. The record is gone, so no completion can again need the old event's exactly-once key.
 */
export async function anonymiseCompletionMovements(
  respondent: { form_id: string; emailKey: string; attempts?: unknown },
  anonymousId: string,
): Promise<void> {
  const attempts = Array.isArray(respondent.attempts) ? respondent.attempts.length : 0;
  for (let n = 0; n <= attempts; n++) {
    const eventId = completionEventId({ ...respondent, attempts: Array.from({ length: n }) });
    const { data: row } = await db().entities.quotaHistory.get({ eventId }).go({ consistent: true });
    if (!row) continue;
    const variables = { ...((row.variables as Record<string, unknown> | undefined) ?? {}), respondent: anonymousId };
    const renamed = `completion#${respondent.form_id}#erased-${anonymousId}#${n}`;
    await transactWrite(() =>
      db()
        .transaction.write(({ quotaHistory }) => [
          quotaHistory.put({ ...row, eventId: renamed, variables }).commit(),
          quotaHistory.delete({ eventId }).commit(),
        ])
        .go(),
    );
  }
}
