import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/feedback';
import { errorText, useLocale, useT } from '../../../lib/i18n/use-t';
import { useCreditBalanceLine } from '../api/billing';

/**
 * Shown where credits matter (My Assessments, inviting) when the workspace has none left (spec part 2 §8:
 * 'No credits remaining, refer a friend to earn more'), with the two ways to get more. Results that come in
 * meanwhile are held, never lost.
 */
export function OutOfCredits() {
  const t = useT();
  const locale = useLocale();
  const creditBalance = useCreditBalanceLine();
  if (!creditBalance.data || creditBalance.data.unlimited || creditBalance.data.remaining > 0) return null;
  return (
    <div data-testid="out-of-credits">
      <Alert tone="info">
        {errorText('NO_CREDITS_REMAINING', locale)}{' '}
        <Link to="/account/refer-a-friend">{t('account.tab.referAFriend')}</Link> ·{' '}
        <Link to="/account/plan-billing">{t('credits.addCredit')}</Link>
        {creditBalance.data.held > 0 && <> · {t('credits.held', { n: creditBalance.data.held })}</>}
      </Alert>
    </div>
  );
}
