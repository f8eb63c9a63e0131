import { DomainError } from '@shared/errors';
import { defineHandler } from '../../http/handler-factory';
import { db } from '../../db/service';
import { verifiedEvent } from '../../adapters/payments';
import { handleStripeEvent } from '../stripe-events';

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
  const { data: seen } = await db().entities.stripeEvent.get({ eventId: event.id }).go({ consistent: true });
  if (seen) return { ok: true as const };
  await handleStripeEvent(event, now);
  await db().entities.stripeEvent.put({ eventId: event.id, type: event.type, handled_at: now.toISOString() }).go();
  return { ok: true as const };
});
