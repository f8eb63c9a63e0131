import { useState } from 'react';
import type { Billing, CheckoutRequest } from '@shared/routes';
import {
  ANNUAL_PLAN,
  CREDIT_PACKS,
  MIN_PURCHASE_CREDITS,
  MONTHLY_PLAN,
  PAYG_THB_PER_CREDIT,
  UNLIMITED_SKU_PRICE,
} from '@shared/constants/credits';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/field';
import { Alert, Card, Spinner } from '../../../components/ui/feedback';
import { useDescribeError } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format';
import { errorText, useLocale, useT, type T } from '../../../lib/i18n/use-t';
import { useMe } from '../../accounts';
import type { MessageKey } from '../../../lib/i18n/messages/en';
import { openBillingPortal, startCheckout, unsubscribe, useBilling } from '../api/billing';
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
  const [payg, setPayg] = useState(String(MIN_PURCHASE_CREDITS));
  const [confirming, setConfirming] = useState(false);
  // A guest verifies before free credits or coupons (docs/abuse.md): the field would only be refused.
  const guest = useMe().data?.isGuest ?? false;

  async function go(key: string, action: () => Promise<void>) {
    setBusy(key);
    setError(undefined);
    try {
      await action();
    } catch (err) {
      setError(describe(err));
      setBusy(null);
    }
  }
  const buy = (key: string, item: CheckoutRequest) => void go(key, () => startCheckout(item));

  if (billing.isLoading) return <Spinner label={t('common.loading')} />;
  if (!billing.data) return <Alert>{describe(billing.error)}</Alert>;
  const b = billing.data;
  const paygCredits = Number(payg);
  const paygValid = Number.isInteger(paygCredits) && paygCredits >= MIN_PURCHASE_CREDITS;

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

      <section className="stack">
        <h2>{t('billing.packs')}</h2>
        <div className="plan-grid">
          {CREDIT_PACKS.map((p) => (
            <Card key={p.credits} className="plan-card">
              <h3>{t('billing.packCredits', { n: p.credits })}</h3>
              <p className="plan-price">{usd(p.priceUsd)}</p>
              <p className="muted small">
                {p.discountPercent > 0 ? t('billing.off', { n: p.discountPercent }) : '\u00a0'}
              </p>
              <Button
                busy={busy === `pack-${p.credits}`}
                disabled={!!busy}
                onClick={() => buy(`pack-${p.credits}`, { kind: 'pack', credits: p.credits as 10 })}
                aria-label={`${t('billing.buy')} ${t('billing.packCredits', { n: p.credits })}`}
              >
                {t('billing.buy')}
              </Button>
            </Card>
          ))}
        </div>
      </section>

      <Card className="stack form-narrow">
        <h2>{t('billing.payg')}</h2>
        <p className="muted">{t('billing.paygDesc')}</p>
        <TextField
          label={t('billing.paygCredits')}
          type="number"
          min={MIN_PURCHASE_CREDITS}
          step={1}
          value={payg}
          onChange={(e) => setPayg(e.target.value)}
          inputMode="numeric"
        />
        <p>
          {paygValid
            ? t('billing.paygTotal', { amount: (paygCredits * PAYG_THB_PER_CREDIT).toLocaleString(locale) })
            : '\u00a0'}
        </p>
        <div>
          <Button
            busy={busy === 'payg'}
            disabled={!!busy || !paygValid}
            onClick={() => buy('payg', { kind: 'payg', credits: paygCredits })}
          >
            {t('billing.buy')}
          </Button>
        </div>
      </Card>

      <Card className="form-narrow">
        {guest ? <Alert tone="info">{errorText('COUPON_GUEST', locale)}</Alert> : <RedeemCoupon />}
      </Card>

      <Movements t={t} locale={locale} billing={b} />

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

function Movements({ t, locale, billing }: { t: T; locale: ReturnType<typeof useLocale>; billing: Billing }) {
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
      <h2>{t('billing.payments')}</h2>
      {billing.payments.length === 0 ? (
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
