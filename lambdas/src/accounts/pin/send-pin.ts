import { BUSINESS_METRICS } from '@shared/constants/metrics';
import type { MailMessage, SendMail } from '../../adapters/mail';
import { countBusinessEvent } from '../../common/metrics';

/**
 * Sends a PIN e-mail (sign-in or guest verification) and counts it: PinSent, or PinSendFailed when the mail service
 * refused or failed, which raises an alarm (nobody can sign in while PINs do not go out). The error still
 * reaches the caller.
 */
export async function sendPinMail(send: SendMail, message: MailMessage): Promise<void> {
  try {
    await send(message);
  } catch (error) {
    await countBusinessEvent(BUSINESS_METRICS.pinSendFailed);
    throw error;
  }
  await countBusinessEvent(BUSINESS_METRICS.pinSent);
}
