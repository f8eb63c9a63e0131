import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { MailMessage, SentMail } from './types';

let client: SESv2Client | undefined;

/**
 * SES v2 SendEmail from MAIL_FROM (a verified identity of the account), through the configuration set MAIL_CONFIGURATION_SET
 * names, which publishes the message's bounces and complaints (docs/deploy.md "E-mail delivery: bounces and complaints").
 */
export async function sendWithSes(
  message: MailMessage,
  from = process.env.MAIL_FROM,
  configurationSet = process.env.MAIL_CONFIGURATION_SET,
): Promise<SentMail> {
  if (!from) throw new Error('MAIL_FROM is not set');
  client ??= new SESv2Client({});
  const res = await client.send(
    new SendEmailCommand({
      ...(configurationSet ? { ConfigurationSetName: configurationSet } : {}),
      FromEmailAddress: message.fromName ? `${displayName(message.fromName)} <${from}>` : from,
      Destination: { ToAddresses: [message.to] },
      ...(message.replyTo ? { ReplyToAddresses: [message.replyTo] } : {}),
      Content: {
        Simple: {
          Subject: { Data: message.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: message.text, Charset: 'UTF-8' }, Html: { Data: message.html, Charset: 'UTF-8' } },
          ...(message.listUnsubscribe ? { Headers: [listUnsubscribeHeader(message.listUnsubscribe)] } : {}),
        },
      },
    }),
  );
  return { status: 'sent', id: res.MessageId ?? '' };
}

/**
 * List-Unsubscribe (RFC 2369) as an SES v2 message header: a value of printable ASCII, at most 870 characters (SES
 * MessageHeader). The link opens the unsubscribe page, where one button turns the mail off; no List-Unsubscribe-Post
 * (RFC 8058 one-click): that POST is form-encoded and the API reads JSON bodies only (docs/abuse.md).
 */
export function listUnsubscribeHeader(url: string): { Name: string; Value: string } {
  const value = `<${url}>`;
  if (!/^[\x21-\x7e]+$/.test(value) || value.length > 870) throw new Error('List-Unsubscribe must be printable ASCII');
  return { Name: 'List-Unsubscribe', Value: value };
}

/** A sender name for the From header: quoted ASCII, or an RFC 2047 encoded word (Thai, accents), as SES requires. */
export function displayName(name: string): string {
  const clean = name.replace(/["\\\r\n<>]/g, '').trim();
  if (/^[\x20-\x7e]*$/.test(clean)) return `"${clean}"`;
  return `=?UTF-8?B?${Buffer.from(clean, 'utf8').toString('base64')}?=`;
}
