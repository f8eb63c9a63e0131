import { DomainError } from '@shared/errors';
import { defineHandler } from '../../http/handler-factory';
import { verifiedEvent } from '../../adapters/payments';
import { receiveStripeEvent } from '../stripe-events';

/**
 * Stripe's webhook: the signature is verified on the raw body with the endpoint's secret (an unsigned or
 * altered event changes nothing), an event already handled answers at once, and each change it makes is keyed
 * by its business event (stripe-events.ts). A failure answers 500, so Stripe delivers the event again.
 */
export const stripeWebhook = defineHandler('stripeWebhook', async ({ rawBody, headers, now }) => {
  let event;
  try {
    event = await verifiedEvent(rawBody, headers['stripe-signature']);
  } catch {
    throw new DomainError('VALIDATION_FAILED', {}, { _: 'Invalid Stripe signature' });
  }
  await receiveStripeEvent({ event, now });
  return { ok: true as const };
});
