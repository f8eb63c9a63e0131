import { logger } from '../../common/logger';
import { deliverToMailbox } from './mailbox';
import { isSuppressed } from './suppression-store';
import type { MailMessage, SentMail } from './types';

export { listMailbox } from './mailbox';
export type { MailMessage, MailboxMessage, SendMail, SentMail } from './types';

export type MailTransport = 'ses' | 'mailbox';

/**
 * MAIL_TRANSPORT picks the transport: `ses` or `mailbox` (MAILBOX_DIR, default `.data/mailbox`). It must be
 * set (the CDK functions set `ses`, the local stack and tests `mailbox`): an unset transport fails closed
 * rather than guessing, so mail never silently lands in a local folder on a server, or goes out from a laptop.
 */
export function mailTransport(env: NodeJS.ProcessEnv = process.env): MailTransport {
  const value = env.MAIL_TRANSPORT;
  if (value === 'ses' || value === 'mailbox') return value;
  if (value) throw new Error(`Unknown MAIL_TRANSPORT: ${value}`);
  throw new Error('MAIL_TRANSPORT is not set (ses or mailbox)');
}

export function mailboxDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.MAILBOX_DIR ?? '.data/mailbox';
}

/**
 * The mail port: every e-mail of the product goes through here. An address on the product's suppression list (SES
 * reported a permanent bounce or a complaint for it, ses-events.ts) is not sent to, on either transport: the answer
 * says `suppressed`, and the caller decides what the user is told (docs/deploy.md "E-mail delivery: bounces and
 * complaints").
 */
export async function sendMail(message: MailMessage): Promise<SentMail> {
  const transport = mailTransport();
  if (await isSuppressed(message.to)) {
    logger.info('mail to a suppressed address not sent');
    return { status: 'suppressed' };
  }
  // The SES client is imported on the first e-mail, not when the function starts (docs/cold-start.md).
  if (transport === 'ses') return (await import('./ses')).sendWithSes(message);
  return deliverToMailbox(message, mailboxDir());
}
