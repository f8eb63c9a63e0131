import { createHash } from 'node:crypto';
import * as z from '@shared/zod-mini';
import { emailKey as emailKeyOf } from '@shared/accounts/email';
import { AUTO_REMINDERS, INVITE_BUDGETS } from '@shared/constants/limits';
import { respondentLocaleOr } from '@shared/i18n/locale-schema';
import { completionPayer, hasPaidOrUsedCredit, peekCreditBalance } from '../credits';
import { reserveBudgets, withinDailyCap } from '../common/daily-cap';
import { logger } from '../common/logger';
import { queueInvitations, type InvitationMessage } from './invitation-delivery';
import { invitationQueue } from './invitation-queue';
import { reminderSchedules } from './reminder-schedules';
import { countAutoReminder } from './reminder-store';
import type { RespondentItem } from './repo';
import { findAssessment, findRespondent } from './respondent-store';

/**
 * Deadlines and automatic reminders (docs/architecture.md "Deadlines and reminders"). Each invitation has at most
 * two one-time schedules: `deadline`, AUTO_REMINDERS.daysBeforeDeadline (or the sending's choice) days before its
 * deadline, and `unfinished`, AUTO_REMINDERS.unfinishedAfterHours after the candidate started. Both invoke the
 * sweep function with a ZReminderEvent; finishing cancels them. The handler reads the record again when it fires,
 * so a schedule not cancelled in time sends nothing to a candidate who finished, unsubscribed or was removed,
 * nor after the deadline, nor more than AUTO_REMINDERS.perInvitation in all.
 */
export const ZReminderKind = z.enum(['deadline', 'unfinished']);
export type ReminderKind = z.infer<typeof ZReminderKind>;
export const ZReminderEvent = z.object({
  reminder: z.object({
    formId: z.string().check(z.minLength(1)),
    emailKey: z.string().check(z.minLength(1)),
    kind: ZReminderKind,
  }),
});
export type ReminderEvent = z.infer<typeof ZReminderEvent>;

type Key = Pick<RespondentItem, 'form_id' | 'emailKey'>;

/** A schedule's name: fixed per invitation and kind (EventBridge names: at most 64 of [0-9a-zA-Z-_.]). */
export function reminderScheduleName(key: Key, kind: ReminderKind): string {
  const hash = createHash('sha256').update(`${key.form_id}#${key.emailKey}`).digest('hex').slice(0, 40);
  return `reminder-${hash}-${kind}`;
}

const event = (key: Key, kind: ReminderKind): ReminderEvent => ({
  reminder: { formId: key.form_id, emailKey: key.emailKey, kind },
});

/**
 * The deadline reminder put (or moved) to `days` before the deadline; taken away when that time has passed or
 * `days` is 0.
 */
export async function scheduleDeadlineReminder(key: Key, deadline: Date, days: number, now: Date): Promise<void> {
  const schedules = await reminderSchedules();
  const name = reminderScheduleName(key, 'deadline');
  const at = new Date(deadline.getTime() - days * 86_400_000);
  if (days <= 0 || at.getTime() <= now.getTime()) return schedules.cancel(name);
  await schedules.put({ name, at, payload: event(key, 'deadline') });
}

/** The candidate started: a reminder to finish, unless the deadline (if any) comes first. */
export async function scheduleUnfinishedReminder(respondent: RespondentItem, now: Date): Promise<void> {
  const at = new Date(now.getTime() + AUTO_REMINDERS.unfinishedAfterHours * 3_600_000);
  const deadline = respondent.deadline_at ? Date.parse(respondent.deadline_at) : NaN;
  if (respondent.reminders_off || at.getTime() >= deadline) return;
  const schedules = await reminderSchedules();
  await schedules.put({
    name: reminderScheduleName(respondent, 'unfinished'),
    at,
    payload: event(respondent, 'unfinished'),
  });
}

/** The candidate finished (or was removed): both schedules deleted. A failure is logged; the handler checks anyway. */
export async function cancelReminders(key: Key): Promise<void> {
  try {
    const schedules = await reminderSchedules();
    await Promise.all(ZReminderKind.options.map((kind) => schedules.cancel(reminderScheduleName(key, kind))));
  } catch (error) {
    logger.warn('reminder schedules not cancelled', { error: String(error) });
  }
}

export type ReminderOutcome =
  'queued' | 'gone' | 'finished' | 'unsubscribed' | 'limit' | 'closed' | 'not-started' | 'budget' | 'raced';

/** Why a reminder due now is not sent, or null when it may be. */
export function reminderRefusal(c: RespondentItem | null, kind: ReminderKind, now: Date): ReminderOutcome | null {
  if (!c || c.deleted || !c.reply_to) return 'gone';
  if (c.status === 'COMPLETED' || c.status === 'RECOMPUTE') return 'finished';
  if (c.reminders_off) return 'unsubscribed';
  if ((c.auto_reminders ?? 0) >= AUTO_REMINDERS.perInvitation) return 'limit';
  if (c.deadline_at && now.getTime() >= Date.parse(c.deadline_at)) return 'closed';
  if (kind === 'unfinished' && c.status !== 'IN_PROGRESS') return 'not-started';
  return null;
}

/**
 * A reminder schedule fired: the record is read again and the reminder goes to the invitation queue only while
 * it is still owed (reminderRefusal). It draws on the same day's budgets as invitations (docs/abuse.md): the
 * inviting account's and the deployment's, and the recipient's few a day. Its words are the product's own reminder,
 * never the employer's text.
 */
export async function sendScheduledReminder(e: ReminderEvent, now: Date): Promise<ReminderOutcome> {
  const { formId, emailKey, kind } = e.reminder;
  const respondent = await findRespondent(formId, emailKey);
  const refusal = reminderRefusal(respondent, kind, now);
  if (refusal || !respondent) return refusal ?? 'gone';
  const assessment = await findAssessment(formId);
  if (!assessment || assessment.deleted || assessment.status !== 'published') return 'gone';
  const replyTo = respondent.reply_to ?? '';
  const established = await hasPaidOrUsedCredit(await completionPayer(assessment, now, peekCreditBalance));
  const b = INVITE_BUDGETS;
  const budgets = [
    { scope: `invite#acct#${emailKeyOf(replyTo)}`, cap: established ? b.perAccount.established : b.perAccount.fresh },
    { scope: 'invite#all', cap: b.deployment.all },
    ...(established ? [] : [{ scope: 'invite#all-fresh', cap: b.deployment.fresh }]),
  ];
  if (!(await withinDailyCap(`invite-to#${emailKey}`, b.perRecipient, now))) return 'budget';
  if (await reserveBudgets(budgets, 1, now)) return 'budget';
  if (!(await countAutoReminder(respondent, now))) return 'raced';
  const message: InvitationMessage = {
    formId,
    emailKey,
    seq: (respondent.invite_count ?? 0) + 1,
    reminder: true,
    locale: respondentLocaleOr(respondent.lang),
    replyTo,
  };
  await queueInvitations(await invitationQueue(), [message], now);
  return 'queued';
}
