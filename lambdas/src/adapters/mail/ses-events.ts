import type { SNSEvent } from 'aws-lambda';
import { suppressAddress, type Suppression } from './suppression-store';

/**
 * SES's bounce and complaint events, as its configuration set publishes them to SNS (docs/deploy.md "E-mail delivery:
 * bounces and complaints"; AWS: "Contents of event data that Amazon SES publishes to Amazon SNS"). Only the fields read
 * here are typed; SES may add others. Event publishing names the kind `eventType`; an identity's own feedback
 * notifications name it `notificationType` with the same objects, so both are read.
 */
export interface SesEventRecord {
  eventType?: string;
  notificationType?: string;
  bounce?: {
    /** Permanent (hard), Transient (soft) or Undetermined. */
    bounceType?: string;
    bounceSubType?: string;
    bouncedRecipients?: { emailAddress?: string }[];
    feedbackId?: string;
    timestamp?: string;
  };
  complaint?: {
    complainedRecipients?: { emailAddress?: string }[];
    /** abuse, fraud, virus, other, not-spam… (a feedback report's type), when the provider sent one. */
    complaintFeedbackType?: string;
    feedbackId?: string;
    timestamp?: string;
  };
  mail?: { messageId?: string };
}

export interface SesEventsReport {
  /** Addresses this call put on the suppression list. */
  suppressed: number;
  /** Addresses that were on it already (a redelivered event, or a second one for the same address). */
  already: number;
  /** Events that suppress nothing: transient or undetermined bounces, other event types, unreadable messages. */
  ignored: number;
}

/**
 * Which addresses an event suppresses, and why. A permanent bounce (the address does not exist, or SES suppressed it)
 * and a complaint suppress every recipient they name; a transient bounce (a full mailbox, a message too large, a
 * receiving server's hiccup) and an undetermined one do not: SES already retried those, and the address may work
 * tomorrow. A complaint whose feedback type is `not-spam` (the recipient took back a spam report) suppresses nothing.
 */
export function suppressionsOf(record: SesEventRecord, now: Date): Suppression[] {
  const kind = record.eventType ?? record.notificationType;
  if (kind === 'Bounce' && record.bounce?.bounceType === 'Permanent') {
    const b = record.bounce;
    return addresses(b.bouncedRecipients).map((email) => ({
      email,
      reason: 'bounce',
      ...(b.bounceSubType ? { detail: b.bounceSubType } : {}),
      feedbackId: b.feedbackId ?? record.mail?.messageId ?? '',
      at: b.timestamp ?? now.toISOString(),
    }));
  }
  if (kind === 'Complaint' && record.complaint && record.complaint.complaintFeedbackType !== 'not-spam') {
    const c = record.complaint;
    return addresses(c.complainedRecipients).map((email) => ({
      email,
      reason: 'complaint',
      ...(c.complaintFeedbackType ? { detail: c.complaintFeedbackType } : {}),
      feedbackId: c.feedbackId ?? record.mail?.messageId ?? '',
      at: c.timestamp ?? now.toISOString(),
    }));
  }
  return [];
}

/** A recipient as SES writes it: a bare address, or now and then `Name <address>`. */
function addresses(recipients: { emailAddress?: string }[] | undefined): string[] {
  return (recipients ?? [])
    .map((r) => /<([^>]+)>/.exec(r.emailAddress ?? '')?.[1] ?? r.emailAddress ?? '')
    .map((a) => a.trim())
    .filter((a) => a.includes('@'));
}

/**
 * Records the suppressions of every SES event an SNS delivery carries. Idempotent: SNS may deliver a message twice,
 * and each address is added by a conditional create (suppressAddress). A message that is not JSON suppresses nothing
 * and is not retried; a failed write throws, so Lambda retries the delivery.
 */
export async function recordSesEvents(event: SNSEvent, now: Date = new Date()): Promise<SesEventsReport> {
  const report: SesEventsReport = { suppressed: 0, already: 0, ignored: 0 };
  for (const record of event.Records ?? []) {
    let parsed: SesEventRecord;
    try {
      parsed = JSON.parse(record.Sns.Message) as SesEventRecord;
    } catch {
      report.ignored++;
      continue;
    }
    const suppressions = suppressionsOf(parsed, now);
    if (suppressions.length === 0) report.ignored++;
    for (const s of suppressions) {
      if ((await suppressAddress(s)) === 'added') report.suppressed++;
      else report.already++;
    }
  }
  return report;
}
