import { db } from '../db/service';
import { personalCreditBalanceKey } from './credit-balance-store';

/**
 * A deleted account's money records (docs/privacy.md "Deleting an account"): the payments the law requires are kept
 * with their amounts, dates and Stripe session ids but without the payer's address, filed under an opaque key; the
 * personal quota's movements lose the address too; the Stripe customer link and the personal quota go. Each step
 * reads what is left, so a second run after a partial failure finishes the job.
 */
export async function anonymiseAccountMoney(account: { email: string; emailKey: string; sub: string }): Promise<void> {
  const anonymousKey = `erased-${account.sub}`;
  const { data: payments } = await db()
    .entities.payment.query.byEmail({ emailKey: account.emailKey })
    .go({ pages: 'all' });
  for (const p of payments)
    await db().entities.payment.patch({ sessionId: p.sessionId }).set({ email: '', emailKey: anonymousKey }).go();

  const quotaKey = personalCreditBalanceKey(account.email);
  const { data: movements } = await db().entities.quotaHistory.query.byQuota({ quotaKey }).go({ pages: 'all' });
  for (const m of movements)
    if (m.email) await db().entities.quotaHistory.patch({ eventId: m.eventId }).set({ email: '' }).go();

  const { data: quota } = await db().entities.quota.get({ key: quotaKey }).go({ consistent: true });
  if (quota?.stripe_customer_id)
    await db().entities.stripeCustomer.delete({ customerId: quota.stripe_customer_id }).go();
  if (quota) await db().entities.quota.delete({ key: quotaKey }).go();
}
