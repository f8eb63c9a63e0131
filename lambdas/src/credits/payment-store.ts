import { emailKey } from '@shared/accounts/email';
import { db } from '../db/service';
import { auditItem, type AuditEventInput } from '../db/audit';
import { transactWrite } from '../db/transact';

export type PaymentKind = 'pack' | 'payg' | 'subscription' | 'unlimited';
export type PaymentStatus = 'PENDING' | 'PAID' | 'FAILED' | 'EXPIRED';

/** A payment as stored (spec part 2 §4), keyed by its Stripe Checkout session. */
export interface Payment {
  sessionId: string;
  emailKey: string;
  email: string;
  kind: PaymentKind;
  sku: string;
  amount: number;
  price: number;
  currency: string;
  type: 'unlimited' | 'payg';
  credit?: number;
  plan?: string;
  /** Bought for this team's quota (the buyer is `email`). */
  teamId?: string;
  description: string;
  payment_title?: string;
  status: PaymentStatus;
  created_at: string;
  updated_at: string;
}

/** Records a payment when its checkout session starts; it must not exist yet. */
export async function recordPayment(payment: Payment): Promise<void> {
  await db().entities.payment.create(payment).go();
}

export async function loadPayment(sessionId: string): Promise<Payment | null> {
  const { data } = await db().entities.payment.get({ sessionId }).go({ consistent: true });
  return data ?? null;
}

/** A person's latest payments, newest first. */
export async function latestPaymentsOf(email: string, limit: number): Promise<Payment[]> {
  const { data } = await db()
    .entities.payment.query.byEmail({ emailKey: emailKey(email) })
    .go({ order: 'desc', limit });
  return data;
}

/** Moves a payment out of PENDING; a payment already settled, or unknown, is left as it is. */
export async function settlePendingPayment(
  sessionId: string,
  status: Exclude<PaymentStatus, 'PENDING'>,
  now: Date,
  /** A paid payment's audit event, written in the same transaction, so only the settling delivery records it. */
  audit?: AuditEventInput,
) {
  if (audit) {
    // Condition failed: already settled, or a session this product did not start.
    await transactWrite(() =>
      db()
        .transaction.write((entities) => [
          entities.payment
            .patch({ sessionId })
            .set({ status, updated_at: now.toISOString() })
            .where((a, op) => op.eq(a.status, 'PENDING'))
            .commit(),
          auditItem(audit)(entities),
        ])
        .go(),
    );
    return;
  }
  try {
    await db()
      .entities.payment.patch({ sessionId })
      .set({ status, updated_at: now.toISOString() })
      .where((a, op) => op.eq(a.status, 'PENDING'))
      .go();
  } catch {
    // Already settled, or a session this product did not start.
  }
}

/** Which account a Stripe customer pays for. */
export async function saveStripeCustomer(customerId: string, email: string, now: Date): Promise<void> {
  await db().entities.stripeCustomer.put({ customerId, email, created_at: now.toISOString() }).go();
}

export async function loadStripeCustomer(customerId: string): Promise<{ customerId: string; email: string } | null> {
  const { data } = await db().entities.stripeCustomer.get({ customerId }).go();
  return data ?? null;
}

/** Whether a Stripe event was handled already. */
export async function stripeEventHandled(eventId: string): Promise<boolean> {
  const { data } = await db().entities.stripeEvent.get({ eventId }).go({ consistent: true });
  return !!data;
}

export async function recordStripeEventHandled(eventId: string, type: string, now: Date): Promise<void> {
  await db().entities.stripeEvent.put({ eventId, type, handled_at: now.toISOString() }).go();
}
