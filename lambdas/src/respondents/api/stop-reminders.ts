import { defineHandler } from '../../http/handler-factory';
import { cancelReminders } from '../reminders';
import { writeRemindersOff } from '../reminder-store';
import { loadRespondentByToken } from '../repo';

/**
 * The reminder e-mails' unsubscribe link (docs/architecture.md "Deadlines and reminders"): this invitation sends no
 * more automatic reminders, and its schedules are deleted. Works on a closed test too, so a later extension does
 * not start them again.
 */
export const stopReminders = defineHandler('stopReminders', async ({ actor, now }) => {
  const respondent = await loadRespondentByToken(actor.token, now, { closedToo: true });
  await writeRemindersOff(respondent);
  await cancelReminders(respondent);
  return { ok: true as const };
});
