import { AUTO_REMINDERS } from '@shared/constants/limits';
import { api } from '../../../lib/api-client';

/** The employer's time zone, as the browser knows it (the e-mail names the deadline in it). */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** A `datetime-local` value (the employer's local time) as an ISO instant; undefined when empty or not a time. */
export function deadlineFromLocal(value: string): string | undefined {
  if (!value) return undefined;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}

/** An ISO instant as a `datetime-local` value in this browser's time zone. */
export function localInputValue(iso: string): string {
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A deadline or reminder time as this reader sees it: date and time in their own time zone. */
export function formatDeadline(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** What the invite form sends for its deadline fields: nothing without a deadline. */
export function deadlineFields(value: { deadline: string; reminderDays: number }) {
  const deadline = deadlineFromLocal(value.deadline);
  if (!deadline) return {};
  const days = Math.min(AUTO_REMINDERS.maxDaysBeforeDeadline, Math.max(0, Math.round(value.reminderDays)));
  return { deadline, reminder_days: days, time_zone: localTimeZone() };
}

export function extendDeadline(assessmentId: string, email: string, deadline: string) {
  return api('extendInvitationDeadline', { params: { id: assessmentId }, body: { email, deadline } });
}
