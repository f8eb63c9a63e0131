import { emailKey } from '@shared/accounts/email';
import { AUTO_REMINDERS } from '@shared/constants/limits';
import { DomainError } from '@shared/errors';
import { loadVisibleAssessment } from '../../assessments';
import { defineHandler } from '../../http/handler-factory';
import { scheduleDeadlineReminder } from '../reminders';
import { writeDeadline } from '../reminder-store';
import { findRespondent } from '../respondent-store';

/**
 * The employer moves one invitation's deadline (docs/architecture.md "Deadlines and reminders"): a later one reopens
 * a link that said the test is closed, and the deadline reminder moves with it (one already sent counts toward the
 * invitation's two).
 */
export const extendInvitationDeadline = defineHandler(
  'extendInvitationDeadline',
  async ({ params, body, user, now }) => {
    const assessment = await loadVisibleAssessment(params.id, user);
    const respondent = await findRespondent(assessment.id, emailKey(body.email));
    if (!respondent || respondent.deleted) throw new DomainError('DATA_NOT_FOUND');
    const deadline = new Date(body.deadline);
    if (deadline.getTime() <= now.getTime()) throw new DomainError('DEADLINE_IN_PAST');
    const days = respondent.reminder_days ?? AUTO_REMINDERS.daysBeforeDeadline;
    await writeDeadline(respondent, {
      deadline_at: deadline.toISOString(),
      deadline_zone: respondent.deadline_zone ?? 'UTC',
      reminder_days: days,
      reply_to: respondent.reply_to ?? user.email,
    });
    await scheduleDeadlineReminder(respondent, deadline, days, now);
    return { email: respondent.email, deadline: deadline.toISOString() };
  },
);
