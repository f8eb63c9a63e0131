import { useState } from 'react';
import type { Billing, CheckoutRequest } from '@shared/routes';
import { ANNUAL_PLAN, MONTHLY_PLAN, UNLIMITED_SKU_PRICE } from '@shared/constants/credits';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Alert, Card, Spinner } from '../../../components/ui/feedback';
import { useDescribeError } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format';
import { errorText, useLocale, useT, type T } from '../../../lib/i18n/use-t';
import { useMe } from '../../accounts';
import type { MessageKey } from '../../../lib/i18n/messages/en';
import { openBillingPortal, startCheckout, unsubscribe, useBilling } from '../api/billing';
import { BuyCredits } from './buy-credits';
import { PaymentsComingSoon, paymentsComingSoon } from './payments-coming-soon';
import { RedeemCoupon } from './redeem-coupon';
import { purchaseName } from './purchase-name';

const usd = (n: number) => `$${n}`;

/**
 * My account, plan and billing (spec part 1 §2, part 2 §4, §9.1): the current plan with its renewal date, the
 * plans, credit packs and pay as you go, Unsubscribe, the Stripe Billing Portal, coupons, and what moved.
 */
export function PlanBillingTab() {
  const t = useT();
  const locale = useLocale();
  const describe = useDescribeError();
  const billing = useBilling();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const [comingSoon, setComingSoon] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // A guest verifies before free credits or coupons (docs/abuse.md): the field would only be refused.
  const guest = useMe().data?.isGuest ?? false;

  async function go(key: string, action: () => Promise<void>) {
    setBusy(key);
    setError(undefined);
    try {
      await action();
    } catch (err) {
      // Payments not configured here: the spec's "coming soon" dialog, with its refer-a-friend action.
      if (paymentsComingSoon(err)) setComingSoon(true);
      else setError(describe(err));
      setBusy(null);
    }
  }
  const buy = (key: string, item: CheckoutRequest) => void go(key, () => startCheckout(item));

  if (billing.isLoading) return <Spinner label={t('common.loading')} />;
  if (!billing.data) return <Alert>{describe(billing.error)}</Alert>;
  const b = billing.data;

  return (
    <div className="stack billing">
      {error && <Alert>{error}</Alert>}
      {busy && (
        <p className="muted small" role="status">
          {t('billing.redirecting')}
        </p>
      )}
      {b.held > 0 && <Alert tone="info">{t('billing.heldNotice', { n: b.held })}</Alert>}

      <Card className="billing-current">
        <h2>{t('billing.current')}</h2>
        <p className="billing-plan-name" data-testid="current-plan">
          {t(`billing.plan.${b.plan}` as MessageKey)}
        </p>
        <p>
          {t('billing.creditsLeft')}:{' '}
          <strong data-testid="billing-remaining">{b.unlimited ? t('credits.unlimited') : b.remaining}</strong>
        </p>
        {b.subscription === 'unsubscribe' && b.renewsAt && (
          <p className="muted">{t('billing.renews', { date: formatDate(b.renewsAt, locale) })}</p>
        )}
        {b.subscription === 'unsubscribed' && (
          <p className="muted" data-testid="unsubscribed">
            {t('billing.unsubscribed', { date: formatDate(b.renewsAt, locale) })}
          </p>
        )}
        {b.freeResetAt && <p className="muted">{t('billing.resets', { date: formatDate(b.freeResetAt, locale) })}</p>}
        <div className="row">
          {b.subscription === 'unsubscribe' && (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {t('billing.unsubscribe')}
            </Button>
          )}
          {b.canManageBilling && (
            <Button
              variant="secondary"
              busy={busy === 'portal'}
              disabled={!!busy}
              onClick={() => void go('portal', openBillingPortal)}
            >
              {t('billing.manage')}
            </Button>
          )}
        </div>
      </Card>

      <section className="stack">
        <h2>{t('billing.plans')}</h2>
        <div className="plan-grid">
          <PlanCard
            t={t}
            name={t('billing.plan.free')}
            price="$0"
            desc={t('billing.freeDesc')}
            current={b.plan === 'free'}
          />
          <PlanCard
            t={t}
            name="Growth"
            price={usd(MONTHLY_PLAN.priceUsd)}
            per={t('billing.perMonth')}
            desc={t('billing.growthDesc')}
            current={b.plan === 'monthly'}
            busy={busy === 'monthly'}
            disabled={!!busy || b.unlimited}
            onChoose={() => buy('monthly', { kind: 'subscription', plan: 'monthly' })}
          />
          <PlanCard
            t={t}
            name="Business Plus"
            price={usd(ANNUAL_PLAN.priceUsd)}
            per={t('billing.perYear')}
            desc={t('billing.businessDesc')}
            current={b.plan === 'annual'}
            busy={busy === 'annual'}
            disabled={!!busy || b.unlimited}
            onChoose={() => buy('annual', { kind: 'subscription', plan: 'annual' })}
          />
          <PlanCard
            t={t}
            name={t('billing.plan.unlimited')}
            price={usd(UNLIMITED_SKU_PRICE.USD)}
            per={t('billing.once')}
            desc={t('billing.unlimitedDesc')}
            current={b.plan === 'unlimited'}
            busy={busy === 'unlimited'}
            disabled={!!busy || b.unlimited}
            onChoose={() => buy('unlimited', { kind: 'unlimited' })}
          />
        </div>
      </section>

      <BuyCredits busy={busy} onBuy={buy} />

      <Card className="form-narrow">
        {guest ? <Alert tone="info">{errorText('COUPON_GUEST', locale)}</Alert> : <RedeemCoupon />}
      </Card>

      <Movements t={t} locale={locale} billing={b} />

      {comingSoon && <PaymentsComingSoon onClose={() => setComingSoon(false)} />}
      {confirming && (
        <ConfirmDialog
          title={t('billing.unsubscribe')}
          confirmLabel={t('billing.unsubscribe')}
          cancelLabel={t('common.cancel')}
          danger
          onConfirm={unsubscribe}
          onClose={() => setConfirming(false)}
          describeError={describe}
        >
          <p>{t('billing.unsubscribeConfirm')}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}

function PlanCard(props: {
  t: T;
  name: string;
  price: string;
  per?: string;
  desc: string;
  current: boolean;
  busy?: boolean;
  disabled?: boolean;
  onChoose?: () => void;
}) {
  return (
    <Card className={`plan-card${props.current ? ' plan-card-current' : ''}`}>
      <h3>{props.name}</h3>
      <p className="plan-price">
        {props.price} {props.per && <span className="plan-per">{props.per}</span>}
      </p>
      <p className="muted small">{props.desc}</p>
      {props.current ? (
        <span className="badge">{props.t('billing.currentBadge')}</span>
      ) : (
        props.onChoose && (
          <Button variant="secondary" busy={props.busy} disabled={props.disabled} onClick={props.onChoose}>
            {props.t('billing.choose')}
          </Button>
        )
      )}
    </Card>
  );
}

/** What moved on a quota and, for one's own, what was paid (a team's purchases are its buyers' payments). */
export function Movements({
  t,
  locale,
  billing,
  payments = true,
}: {
  t: T;
  locale: ReturnType<typeof useLocale>;
  billing: Billing;
  payments?: boolean;
}) {
  return (
    <div className="stack">
      <h2>{t('billing.history')}</h2>
      {billing.history.length === 0 ? (
        <p className="muted">{t('billing.none')}</p>
      ) : (
        <table className="table" data-testid="credit-movements">
          <thead>
            <tr>
              <th scope="col">{t('billing.when')}</th>
              <th scope="col">{t('billing.what')}</th>
              <th scope="col">{t('billing.change')}</th>
              <th scope="col">{t('billing.balance')}</th>
            </tr>
          </thead>
          <tbody>
            {billing.history.map((h, i) => (
              <tr key={`${h.at}-${i}`}>
                <td>{formatDate(h.at, locale, true)}</td>
                <td>
                  {t(`billing.move.${h.type}` as MessageKey)} <span className="muted small">{h.detail}</span>
                </td>
                <td>{h.credits > 0 ? `+${h.credits}` : h.credits === 0 ? '—' : h.credits}</td>
                <td>{h.remaining === 'Unlimited' ? t('credits.unlimited') : h.remaining}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {payments && <h2>{t('billing.payments')}</h2>}
      {!payments ? null : billing.payments.length === 0 ? (
        <p className="muted">{t('billing.none')}</p>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('billing.when')}</th>
              <th scope="col">{t('billing.what')}</th>
              <th scope="col">{t('billing.amount')}</th>
              <th scope="col">{t('billing.status')}</th>
            </tr>
          </thead>
          <tbody>
            {billing.payments.map((p) => (
              <tr key={p.id}>
                <td>{formatDate(p.created_at, locale, true)}</td>
                <td>{purchaseName(t, p)}</td>
                <td>{new Intl.NumberFormat(locale, { style: 'currency', currency: p.currency }).format(p.amount)}</td>
                <td>{t(`billing.payment.${p.status}` as MessageKey)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
