import { isConditionFailure } from '../common/conditional';
import { db } from '../db/service';
import type { RespondentItem } from './repo';

/** The deadline and reminder choices of a sending, on a respondent just invited or reminded by hand. */
export async function writeDeadline(
  respondent: Pick<RespondentItem, 'form_id' | 'emailKey'>,
  set: { deadline_at: string; deadline_zone: string; reminder_days: number; reply_to: string },
): Promise<void> {
  await db().entities.candidate.patch({ form_id: respondent.form_id, emailKey: respondent.emailKey }).set(set).go();
}

/** The inviting employer's address kept for automatic reminders (a sending without a deadline). */
export async function writeReplyTo(respondent: Pick<RespondentItem, 'form_id' | 'emailKey'>, replyTo: string) {
  await db()
    .entities.candidate.patch({ form_id: respondent.form_id, emailKey: respondent.emailKey })
    .set({ reply_to: replyTo })
    .go();
}

/** The Greenhouse application an invitation names again for a respondent already invited (docs/ats.md). */
export async function writeGreenhouseApplication(
  respondent: Pick<RespondentItem, 'form_id' | 'emailKey'>,
  applicationId: string,
): Promise<void> {
  await db()
    .entities.candidate.patch({ form_id: respondent.form_id, emailKey: respondent.emailKey })
    .set({ greenhouse_application_id: applicationId })
    .go();
}

/** The candidate's unsubscribe: no automatic reminder of this invitation any more. */
export async function writeRemindersOff(respondent: Pick<RespondentItem, 'form_id' | 'emailKey'>): Promise<void> {
  await db()
    .entities.candidate.patch({ form_id: respondent.form_id, emailKey: respondent.emailKey })
    .set({ reminders_off: true })
    .go();
}

/**
 * One automatic reminder counted and its e-mail put in the invitation queue's hands (`pending` under the next
 * sequence), conditional on the record as read: the same e-mail count, the same automatic count, still not finished,
 * removed or unsubscribed. Of two schedules firing at once, one counts; false for the other.
 */
export async function countAutoReminder(respondent: RespondentItem, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const seq = (respondent.invite_count ?? 0) + 1;
  try {
    await db()
      .entities.candidate.patch({ form_id: respondent.form_id, emailKey: respondent.emailKey })
      .set({
        invite_count: seq,
        reminded_at: at,
        auto_reminders: (respondent.auto_reminders ?? 0) + 1,
        auto_reminded_at: at,
        invite_status: 'pending',
        invite_seq: seq,
        invite_status_at: at,
        invite_error: '',
      })
      .where((a, op) =>
        [
          respondent.invite_count === undefined
            ? op.notExists(a.invite_count)
            : op.eq(a.invite_count, respondent.invite_count),
          respondent.auto_reminders === undefined
            ? op.notExists(a.auto_reminders)
            : op.eq(a.auto_reminders, respondent.auto_reminders),
          op.eq(a.status, respondent.status),
          op.ne(a.deleted, true),
          op.notExists(a.reminders_off),
        ].join(' AND '),
      )
      .go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
