import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { MailMessage, SentMail } from './types';

let client: SESv2Client | undefined;

/** SES v2 SendEmail from MAIL_FROM (a verified identity of the account). */
export async function sendWithSes(message: MailMessage, from = process.env.MAIL_FROM): Promise<SentMail> {
  if (!from) throw new Error('MAIL_FROM is not set');
  client ??= new SESv2Client({});
  const res = await client.send(
    new SendEmailCommand({
      FromEmailAddress: from,
      Destination: { ToAddresses: [message.to] },
      Content: {
        Simple: {
          Subject: { Data: message.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: message.text, Charset: 'UTF-8' }, Html: { Data: message.html, Charset: 'UTF-8' } },
        },
      },
    }),
  );
  return { id: res.MessageId ?? '' };
}
