import { Link } from 'react-router-dom';
import { creditLine } from '@shared/credits/credit-balance';
import { useT } from '../../../lib/i18n/use-t';
import { useCreditBalanceLine } from '../api/billing';

/**
 * The credit line of the account menu (spec part 1 §2): Unlimited, 'n remaining' (one and many), or zero with
 * an Add Credit link; clicking it opens the plan and billing tab. Refreshed every 5 s (part 2 §4 "Quota watch").
 */
export function CreditLine({ onNavigate }: { onNavigate: () => void }) {
  const t = useT();
  const creditBalance = useCreditBalanceLine();
  if (!creditBalance.data) return null;
  const line = creditLine({ unlimited: creditBalance.data.unlimited, quota_remaining: creditBalance.data.remaining });
  const text =
    line.kind === 'unlimited'
      ? t('credits.unlimited')
      : line.kind === 'empty'
        ? t('credits.remainingNone')
        : t('credits.remaining', { n: line.count });
  return (
    <Link
      role="menuitem"
      className="menu-item credit-line"
      to="/account/plan-billing"
      onClick={onNavigate}
      data-testid="credit-line"
    >
      <span className="muted small">{t('credits.lineLabel')}</span> <strong>{text}</strong>
      {line.kind === 'empty' && <span className="credit-add"> · {t('credits.addCredit')}</span>}
      {creditBalance.data.held > 0 && (
        <span className="muted small"> · {t('credits.held', { n: creditBalance.data.held })}</span>
      )}
    </Link>
  );
}
