import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import * as z from '@shared/zod-mini';
import { sectionAllowanceSeconds } from '@shared/constants';
import type { RespondentLocale } from '@shared/i18n/respondent-locale';
import { ZRespondentLocale } from '@shared/i18n/locale-schema';
import { sectionsOf, type AssessmentItem } from '../assessments';
import { sendMail } from '../adapters/mail';
import type { MessageQueue } from '../adapters/queue';
import { logger } from '../common/logger';
import { dataRequestLink } from '../results';
import { brandingOf, type TeamBranding } from '../teams';
import { inboxLink } from './email-proof';
import { webUrl } from '../common/web-url';
import { invitationEmail } from './mail/invitation-email';
import { claimInvitation, settleInvitation, type InvitationKey } from './invitation-store';
import { findAssessment } from './respondent-store';
import type { RespondentItem } from './repo';

/**
 * Invitation e-mails go out through a queue (docs/architecture.md "Bulk invitations"): the invite request records
 * each respondent's e-mail as `pending` and queues one message per recipient; a worker sends each at the account's
 * pace and records `sent` or `failed`. SQS on AWS, the in-process queue on the local stack (invitation-queue.ts).
 */

/** What one queued message carries: which e-mail, and what the employer asked it to say. */
export const ZInvitationMessage = z.object({
  formId: z.string(),
  emailKey: z.string(),
  seq: z.number().check(z.int()),
  reminder: z.boolean(),
  locale: ZRespondentLocale,
  replyTo: z.string(),
  advanced: z.optional(z.object({ sender: z.string(), subject: z.string(), body: z.string() })),
});
export type InvitationMessage = z.infer<typeof ZInvitationMessage>;

/** Why an e-mail ended `failed` (the web names each in the respondent's line). */
export type InvitationFailure = 'rejected' | 'suppressed' | 'throttled' | 'error' | 'queue' | 'removed';

/**
 * Queues the messages; an e-mail the queue did not take is marked failed at once ('queue'), so nothing is left
 * pending that no worker will ever see. Returns the keys of those.
 */
export async function queueInvitations(
  queue: MessageQueue,
  messages: InvitationMessage[],
  now: Date,
): Promise<Set<string>> {
  if (messages.length === 0) return new Set();
  const { failed } = await queue.sendBatch(messages.map((m) => ({ id: messageId(m), body: JSON.stringify(m) })));
  for (const id of failed) {
    const m = messages.find((x) => messageId(x) === id);
    if (m) await settleInvitation(keyOf(m), ['pending'], { status: 'failed', reason: 'queue' }, now);
  }
  return new Set(failed.map((id) => id.slice(0, id.lastIndexOf('#'))));
}

/** A message's id in its batch: the e-mail and its sequence. */
const messageId = (m: InvitationMessage) => `${m.emailKey}#${m.seq}`;
const keyOf = (m: InvitationMessage): InvitationKey => ({ formId: m.formId, emailKey: m.emailKey, seq: m.seq });

/** How the invitation e-mail is worded and laid out, from the assessment and the employer's choices. */
export interface InvitationWording {
  assessment: AssessmentItem;
  branding: TeamBranding;
  locale: RespondentLocale;
  advanced?: { sender: string; subject: string; body: string };
  replyTo: string;
}

export function mailInput(c: InvitationWording) {
  const sections = sectionsOf(c.assessment);
  const minutes = Math.round(
    sections.reduce((sum, k) => sum + sectionAllowanceSeconds(k, c.assessment.extra_time ?? 0), 0) / 60,
  );
  return {
    formName: c.assessment.form_name,
    locale: c.locale,
    branding: c.branding,
    sections: sections.length,
    minutes,
    ...(c.advanced ? { advanced: c.advanced } : {}),
    replyTo: c.replyTo,
  };
}

/** Sends one invitation; 'suppressed' when the address is on the suppression list (it bounced for good or complained). */
async function sendInvitation(message: InvitationMessage, respondent: RespondentItem): Promise<'sent' | 'suppressed'> {
  const assessment = await findAssessment(message.formId);
  if (!assessment) throw new Error(`assessment ${message.formId} not found`);
  const wording = {
    assessment,
    branding: await brandingOf(assessment),
    locale: message.locale,
    advanced: message.advanced,
    replyTo: message.replyTo,
  };
  const personal = !respondent.registrationId || !!respondent.email_confirmed_at;
  const sent = await sendMail(
    await invitationEmail({
      ...mailInput(wording),
      to: respondent.email,
      name: respondent.displayName || respondent.firstname || respondent.email,
      link: await inboxLink(respondent, assessment.publicCode ?? ''),
      reminder: message.reminder,
      dataLink: await dataRequestLink(respondent),
      ...(respondent.deadline_at
        ? { deadline: { at: respondent.deadline_at, zone: respondent.deadline_zone ?? 'UTC' } }
        : {}),
      // Only a link that is the candidate's own (the one inboxLink gives) may carry their token.
      ...(personal ? { stopRemindersUrl: `${webUrl()}/stop-reminders#${respondent.accessToken}` } : {}),
    }),
  );
  return sent.status;
}

/** What SES's refusal means for one e-mail: try again later (throttled, paused, a fault) or give up (and why). */
export function classifySendError(
  error: unknown,
): { retry: true; reason: InvitationFailure } | { retry: false; reason: InvitationFailure } {
  const name = (error as { name?: string } | null)?.name ?? '';
  if (['TooManyRequestsException', 'ThrottlingException', 'Throttling', 'LimitExceededException'].includes(name))
    return { retry: true, reason: 'throttled' };
  if (['MessageRejected', 'BadRequestException'].includes(name)) return { retry: false, reason: 'rejected' };
  if (['MailFromDomainNotVerifiedException', 'NotFoundException', 'AccountSuspendedException'].includes(name))
    return { retry: false, reason: 'error' };
  return { retry: true, reason: 'error' };
}

export interface WorkerOptions {
  /** The queue's maxReceiveCount: on that delivery a failing e-mail is marked failed before SQS sets it aside. */
  maxReceives: number;
  /** Waits for the next sending slot (the account's send rate); sendPacer below. */
  pace: () => Promise<void>;
  now?: () => Date;
}

/**
 * The worker's batch (an SQS event source with ReportBatchItemFailures): each message's e-mail is claimed
 * (pending → sending), paced, sent and marked sent; SES's refusal of the message marks it failed; throttling or a
 * fault puts it back to pending and reports the message as a batch item failure, so SQS delivers it again after
 * the visibility timeout. On the queue's last delivery a failing e-mail is marked failed and the message goes on
 * to the dead-letter queue. A message whose e-mail is not pending (a redelivery of one sent) sends nothing.
 */
export async function handleInvitationBatch(event: SQSEvent, options: WorkerOptions): Promise<SQSBatchResponse> {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    if ((await handleRecord(record, options)) === 'retry') batchItemFailures.push({ itemIdentifier: record.messageId });
  }
  return { batchItemFailures };
}

async function handleRecord(record: SQSRecord, options: WorkerOptions): Promise<'done' | 'retry'> {
  const now = options.now ?? (() => new Date());
  const parsed = ZInvitationMessage.safeParse(safeJson(record.body));
  if (!parsed.success) {
    logger.error('invitation message unreadable', { messageId: record.messageId });
    return 'done';
  }
  const message = parsed.data;
  const key = keyOf(message);
  const last = Number(record.attributes.ApproximateReceiveCount) >= options.maxReceives;
  let claim: Awaited<ReturnType<typeof claimInvitation>>;
  try {
    claim = await claimInvitation(key, now());
  } catch (error) {
    logger.warn('invitation claim failed', { messageId: record.messageId, error: String(error) });
    return 'retry';
  }
  const respondent = claim.claimed;
  if (!respondent) {
    if (!claim.held) return 'done';
    // Another delivery is sending it: come back once it is settled. On the last delivery it was left half way
    // (a worker stopped between sending and recording): failed, as it may not have gone out.
    if (last) await settleInvitation(key, ['sending'], { status: 'failed', reason: 'error' }, now());
    return 'retry';
  }
  if (respondent.deleted) {
    await settleInvitation(key, ['sending'], { status: 'failed', reason: 'removed' }, now());
    return 'done';
  }
  let outcome: 'sent' | 'suppressed';
  try {
    await options.pace();
    outcome = await sendInvitation(message, respondent);
  } catch (error) {
    const verdict = classifySendError(error);
    logger.warn('invitation not sent', { messageId: record.messageId, reason: verdict.reason, error: String(error) });
    if (!verdict.retry || last) {
      await settleInvitation(key, ['sending'], { status: 'failed', reason: verdict.reason }, now());
      return verdict.retry ? 'retry' : 'done';
    }
    await settleInvitation(key, ['sending'], { status: 'pending' }, now());
    return 'retry';
  }
  if (outcome === 'suppressed') {
    await settleInvitation(key, ['sending'], { status: 'failed', reason: 'suppressed' }, now());
    return 'done';
  }
  try {
    await settleInvitation(key, ['sending'], { status: 'sent' }, now());
  } catch (error) {
    // Sent: the message must not come back (that would send it twice); the record stays `sending`.
    logger.error('invitation sent but not marked', { messageId: record.messageId, error: String(error) });
  }
  return 'done';
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Paces sends to `perSecond` (one slot every 1/perSecond s) within a worker instance; Infinity sends at once.
 * `sleep` and `clock` are the timer and time to use.
 */
export function sendPacer(
  perSecond: number,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
  clock: () => number = Date.now,
): () => Promise<void> {
  let next = 0;
  return async () => {
    if (!Number.isFinite(perSecond) || perSecond <= 0) return;
    const at = Math.max(clock(), next);
    next = at + 1000 / perSecond;
    const wait = at - clock();
    if (wait > 0) await sleep(wait);
  };
}
