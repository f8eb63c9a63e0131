import { logger } from '../common/logger';
import { runSweep, type SweepReport } from './sweep';
import { purgeExpiredRespondents } from './retention';
import { releaseDueHeldResults } from '../credits';
import { sendDueCompletionMail } from '../results';
import { finishGuestMerges, provideGuestWorkMover } from '../accounts';
import { moveGuestWork } from '../assessments';
import { sendScheduledReminder, ZReminderEvent, type ReminderOutcome } from './reminders';

// An interrupted guest move that the sweep finishes moves the other contexts' records too (accounts/guest-merge.ts).
provideGuestWorkMover(moveGuestWork);

/**
 * The sweep's Lambda, run every minute by an EventBridge schedule (and every few seconds by the local stack):
 * it closes sections whose time ran out, scores written answers, pays for held results once a monthly reset
 * brings credits, finishes interrupted guest moves, deletes respondents past their account's retention period, and
 * sends the completion e-mails: single ones waiting, and the daily digests whose day is over
 * (results/completion-notice.ts). The report goes to the log.
 *
 * The same function is the target of the reminder schedules (respondents/reminders.ts): invoked with a
 * ZReminderEvent, it handles that one reminder and nothing else.
 */
type SweepRunReport = SweepReport & {
  heldReleased: number;
  guestMerges: number;
  retentionDeleted: number;
  completionMails: number;
};
export async function handler(): Promise<SweepRunReport>;
export async function handler(event: unknown): Promise<SweepRunReport | { reminder: ReminderOutcome }>;
export async function handler(event?: unknown): Promise<SweepRunReport | { reminder: ReminderOutcome }> {
  const now = new Date();
  const reminder = ZReminderEvent.safeParse(event);
  if (reminder.success) {
    const outcome = await sendScheduledReminder(reminder.data, now);
    logger.info('reminder', { kind: reminder.data.reminder.kind, outcome });
    return { reminder: outcome };
  }
  const report = {
    ...(await runSweep(now)),
    heldReleased: await releaseDueHeldResults(now),
    guestMerges: await finishGuestMerges(now),
    retentionDeleted: await purgeExpiredRespondents(now),
    completionMails: await sendDueCompletionMail(now),
  };
  if (
    report.seen > 0 ||
    report.heldReleased > 0 ||
    report.guestMerges > 0 ||
    report.retentionDeleted > 0 ||
    report.completionMails > 0
  )
    logger.info('sweep', { ...report });
  return report;
}
