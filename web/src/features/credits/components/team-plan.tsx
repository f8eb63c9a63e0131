import { useState } from 'react';
import type { TeamCheckoutRequest } from '@shared/routes';
import { Alert, Card, Spinner } from '../../../components/ui/feedback';
import { useDescribeError } from '../../../lib/error-text';
import { useLocale, useT } from '../../../lib/i18n/use-t';
import { startTeamCheckout, useTeamBilling } from '../api/billing';
import { BuyCredits } from './buy-credits';
import { Movements } from './plan-billing-tab';
import { PaymentsComingSoon, paymentsComingSoon } from './payments-coming-soon';
import { RedeemCoupon } from './redeem-coupon';

/**
 * A team's plan tab (spec part 2 §3 "quota … per team"; part 1 §6 team quota first, then the owner's): what the team
 * has left and what moved, for every member; credit packs, pay as you go and coupons for its owner and admins (the
 * server checks the same, team-buyer.ts).
 */
export function TeamPlan({ teamId, canBuy }: { teamId: string; canBuy: boolean }) {
  const t = useT();
  const locale = useLocale();
  const describe = useDescribeError();
  const billing = useTeamBilling(teamId);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const [comingSoon, setComingSoon] = useState(false);

  async function buy(key: string, item: TeamCheckoutRequest) {
    setBusy(key);
    setError(undefined);
    try {
      await startTeamCheckout(teamId, item);
    } catch (err) {
      if (paymentsComingSoon(err)) setComingSoon(true);
      else setError(describe(err));
      setBusy(null);
    }
  }

  if (billing.isLoading) return <Spinner label={t('common.loading')} />;
  if (!billing.data) return <Alert>{describe(billing.error)}</Alert>;
  const b = billing.data;
  return (
    <section className="stack billing" aria-labelledby="team-plan-title" data-testid="team-plan">
      <h2 id="team-plan-title">{t('billing.team.title')}</h2>
      <p className="muted">{t('billing.team.intro')}</p>
      {error && <Alert>{error}</Alert>}
      {busy && (
        <p className="muted small" role="status">
          {t('billing.redirecting')}
        </p>
      )}
      <Card>
        <p>
          {t('billing.creditsLeft')}:{' '}
          <strong data-testid="team-credits-remaining">{b.unlimited ? t('credits.unlimited') : b.remaining}</strong>
        </p>
      </Card>
      {canBuy ? (
        <>
          <p className="muted small">{t('billing.team.paidBy')}</p>
          <BuyCredits busy={busy} onBuy={(key, item) => void buy(key, item)} />
          <Card className="form-narrow">
            <RedeemCoupon teamId={teamId} />
          </Card>
        </>
      ) : (
        <Alert tone="info">{t('billing.team.adminsOnly')}</Alert>
      )}
      <Movements t={t} locale={locale} billing={b} payments={false} />
      {comingSoon && <PaymentsComingSoon onClose={() => setComingSoon(false)} />}
    </section>
  );
}
