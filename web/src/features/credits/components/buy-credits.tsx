import { useState } from 'react';
import type { TeamCheckoutRequest } from '@shared/routes';
import { CREDIT_PACKS, MIN_PURCHASE_CREDITS, PAYG_THB_PER_CREDIT } from '@shared/constants/credits';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Card } from '../../../components/ui/feedback';
import { useLocale, useT } from '../../../lib/i18n/use-t';

const usd = (n: number) => `$${n}`;

/**
 * Credit packs and pay as you go (spec part 2 §9.1), for one's own quota or a team's: `onBuy` starts the checkout,
 * `busy` names the purchase under way (every button waits while one is).
 */
export function BuyCredits({
  busy,
  onBuy,
}: {
  busy: string | null;
  onBuy: (key: string, item: TeamCheckoutRequest) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const [payg, setPayg] = useState(String(MIN_PURCHASE_CREDITS));
  const paygCredits = Number(payg);
  const paygValid = Number.isInteger(paygCredits) && paygCredits >= MIN_PURCHASE_CREDITS;
  return (
    <>
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
                onClick={() => onBuy(`pack-${p.credits}`, { kind: 'pack', credits: p.credits as 10 })}
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
            onClick={() => onBuy('payg', { kind: 'payg', credits: paygCredits })}
          >
            {t('billing.buy')}
          </Button>
        </div>
      </Card>
    </>
  );
}
