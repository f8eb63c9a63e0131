import type { T } from '../../../lib/i18n/use-t';

/** What a payment bought, in the interface language (the stored description is the order's English name). */
export function purchaseName(
  t: T,
  p: {
    kind: 'pack' | 'payg' | 'subscription' | 'unlimited';
    plan: 'monthly' | 'annual' | 'unlimited' | null;
    credit: number;
  },
): string {
  if (p.kind === 'pack' || p.kind === 'payg') return t('billing.packCredits', { n: p.credit });
  if (p.kind === 'unlimited' || p.plan === 'unlimited') return t('billing.plan.unlimited');
  return p.plan === 'annual' ? t('billing.plan.annual') : t('billing.plan.monthly');
}
