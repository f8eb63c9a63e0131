import { randomUUID } from 'node:crypto';
import type { SNSEvent } from 'aws-lambda';
import type { MailMessage } from './types';

/**
 * SES's mailbox simulator, as the dev mailbox plays it (docs/deploy.md "E-mail delivery: bounces and complaints"): mail
 * to bounce@simulator.amazonses.com is answered by a permanent bounce, to complaint@… by a complaint, to
 * suppressionlist@… by the bounce SES gives an address on its global suppression list. A `+label` after the name
 * (bounce+anna@simulator.amazonses.com) is the same mailbox under another address, as on SES. Any other address is
 * not the simulator's.
 */
export type SimulatedOutcome = 'bounce' | 'complaint' | 'suppressionlist';

const SIMULATOR = /^(bounce|complaint|suppressionlist)(\+[^@]*)?@simulator\.amazonses\.com$/i;

export function simulatedOutcome(to: string): SimulatedOutcome | undefined {
  return SIMULATOR.exec(to.trim())?.[1]?.toLowerCase() as SimulatedOutcome | undefined;
}

/**
 * The SNS delivery SES's configuration set would publish for that outcome: the event record of AWS's examples (event
 * publishing, `eventType`), inside the SNS notification Lambda receives.
 */
export function simulatedSesEvent(
  outcome: SimulatedOutcome,
  message: MailMessage,
  messageId: string,
  from: string,
  now: Date,
): SNSEvent {
  const at = now.toISOString();
  const mail = {
    timestamp: at,
    source: from,
    sourceArn: 'arn:aws:ses:us-east-1:000000000000:identity/culturefit.local',
    sendingAccountId: '000000000000',
    messageId,
    destination: [message.to],
    headersTruncated: false,
    headers: [],
    commonHeaders: { from: [from], to: [message.to], subject: message.subject },
    tags: { 'ses:configuration-set': ['local'] },
  };
  const feedbackId = `local-${randomUUID()}`;
  const record =
    outcome === 'complaint'
      ? {
          eventType: 'Complaint',
          complaint: {
            feedbackId,
            complaintSubType: null,
            complainedRecipients: [{ emailAddress: message.to }],
            timestamp: at,
            userAgent: 'Amazon SES Mailbox Simulator',
            complaintFeedbackType: 'abuse',
            arrivalDate: at,
          },
          mail,
        }
      : {
          eventType: 'Bounce',
          bounce: {
            bounceType: 'Permanent',
            bounceSubType: outcome === 'suppressionlist' ? 'Suppressed' : 'General',
            bouncedRecipients: [
              {
                emailAddress: message.to,
                action: 'failed',
                status: '5.1.1',
                diagnosticCode: 'smtp; 550 5.1.1 user unknown',
              },
            ],
            timestamp: at,
            feedbackId,
            reportingMTA: 'dsn; culturefit.local',
          },
          mail,
        };
  return {
    Records: [
      {
        EventSource: 'aws:sns',
        EventVersion: '1.0',
        EventSubscriptionArn: 'arn:aws:sns:us-east-1:000000000000:culturefit-local-mail-events:local',
        Sns: {
          Type: 'Notification',
          MessageId: randomUUID(),
          TopicArn: 'arn:aws:sns:us-east-1:000000000000:culturefit-local-mail-events',
          Message: JSON.stringify(record),
          Timestamp: at,
          SignatureVersion: '1',
          Signature: '',
          SigningCertUrl: '',
          UnsubscribeUrl: '',
          MessageAttributes: {},
        },
      },
    ],
  };
}
