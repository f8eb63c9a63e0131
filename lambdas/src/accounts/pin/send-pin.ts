import { BUSINESS_METRICS } from '@shared/constants/metrics';
import { DomainError } from '@shared/errors';
import type { MailMessage, SendMail } from '../../adapters/mail';
import { countBusinessEvent } from '../../common/metrics';

/**
 * Sends a PIN e-mail (sign-in or guest verification) and counts it: PinSent, or PinSendFailed when the mail service
 * refused or failed, which raises an alarm (nobody can sign in while PINs do not go out). The error still
 * reaches the caller. An address on the suppression list (it bounced for good or complained) is not sent to: the
 * caller is refused with EMAIL_UNDELIVERABLE rather than left waiting for a code that cannot arrive (docs/deploy.md
 * "E-mail delivery: bounces and complaints"); that is the address, not the service, so it counts as neither.
 */
export async function sendPinMail(send: SendMail, message: MailMessage): Promise<void> {
  let sent: Awaited<ReturnType<SendMail>>;
  try {
    sent = await send(message);
  } catch (error) {
    await countBusinessEvent(BUSINESS_METRICS.pinSendFailed);
    throw error;
  }
  if (sent.status === 'suppressed') throw new DomainError('EMAIL_UNDELIVERABLE');
  await countBusinessEvent(BUSINESS_METRICS.pinSent);
}
