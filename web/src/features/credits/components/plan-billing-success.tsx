import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Card, Spinner } from '../../../components/ui/feedback';
import { useDescribeError } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/use-t';
import { useCheckoutResult } from '../api/billing';
import { purchaseName } from './purchase-name';

/**
 * The return page after a payment (spec part 2 §2 "/account/plan-billing/success"): it waits for Stripe's
 * webhook to land, then says what was added; the credit line in the menu moves by itself.
 */
export function PlanBillingSuccess() {
  const t = useT();
  const describe = useDescribeError();
  const [params] = useSearchParams();
  const result = useCheckoutResult(params.get('session_id'));
  const status = result.data?.status;
  return (
    <Card className="stack form-narrow">
      <h1>{t('billing.success.title')}</h1>
      {result.error && <Alert>{describe(result.error)}</Alert>}
      {(!status || status === 'PENDING') && !result.error && <Spinner label={t('billing.success.waiting')} />}
      {status === 'PAID' && (
        <Alert tone="success">
          <span data-testid="payment-paid">
            {result.data && t('billing.success.paid', { what: purchaseName(t, result.data) })}
          </span>
        </Alert>
      )}
      {(status === 'FAILED' || status === 'EXPIRED') && <Alert>{t('billing.success.failed')}</Alert>}
      <Link to="/account/plan-billing">{t('billing.success.back')}</Link>
    </Card>
  );
}
