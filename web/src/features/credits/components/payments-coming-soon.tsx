import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { useDescribeError } from '../../../lib/error-text';
import { errorText, useLocale, useT } from '../../../lib/i18n/use-t';

/** Whether a refused purchase means this deployment takes no payments yet (Stripe not configured, docs/deploy.md). */
export const paymentsComingSoon = (error: unknown) =>
  error instanceof ApiError && error.code === 'PAYMENTS_COMING_SOON';

/**
 * The payment tab's "payments are coming soon" dialog with its refer-a-friend action (spec part 2 §2, §8 "Payments"):
 * shown when a purchase is refused because payments are not configured, instead of an error.
 */
export function PaymentsComingSoon({ onClose }: { onClose: () => void }) {
  const t = useT();
  const locale = useLocale();
  const describe = useDescribeError();
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      title={t('billing.comingSoon.title')}
      confirmLabel={t('billing.comingSoon.refer')}
      cancelLabel={t('billing.comingSoon.close')}
      onConfirm={async () => navigate('/account/refer-a-friend')}
      onClose={onClose}
      describeError={describe}
    >
      <p>{errorText('PAYMENTS_COMING_SOON', locale)}</p>
    </ConfirmDialog>
  );
}
