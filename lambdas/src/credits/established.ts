import { db } from '../db/service';
import type { CompletionPayer } from './completion-credit';

/**
 * Whether the account paying for an assessment has paid or used a credit (docs/abuse.md "Invitations"): only then
 * may its invitations carry its own words. A plan other than free means money was paid; otherwise its credit
 * history must hold a spend or a purchase. Coupons and referral rewards do not count: they are free.
 */
export async function hasPaidOrUsedCredit(payer: CompletionPayer): Promise<boolean> {
  if (payer.sources.some((s) => s.quota.plan !== 'free')) return true;
  for (const s of payer.sources) {
    const { data } = await db()
      .entities.quotaHistory.query.byQuota({ quotaKey: s.quota.key })
            // Movements only real use or real money makes: a credit spent on a completion or a run, a purchase, a plan.
      .where((a, { eq }) => `${eq(a.type, 'withdraw')} OR ${eq(a.type, 'purchase')} OR ${eq(a.type, 'subscription')}`)
      .go({ pages: 'all', attributes: ['eventId'] });
    if (data.length > 0) return true;
  }
  return false;
}
