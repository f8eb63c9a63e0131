import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { isReferralCode, referralCodeFromQuery } from '@shared/credits/referral';
import { Alert, Spinner } from '../../../components/ui/feedback';
import { useDescribeError } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/use-t';
import { resolveReferral } from '../../../features/referrals/api/referrals';
import { rememberReferral } from '../../../features/referrals/referral-store';
import { AuthLayout } from '../../layout/auth-layout';

/**
 * Referral invitation (l/:referralCode) and public join (join?:referralCode; the code is the first query parameter
 * unless it is named tool): the code is kept in this browser and the visitor goes to sign-up, which says who
 * invited them. A code nobody owns reads 'Unknown referral link.'
 */
export function ReferralLandingRoute() {
  const t = useT();
  const describe = useDescribeError();
  const navigate = useNavigate();
  const { code: pathCode } = useParams();
  const { search } = useLocation();
  const code = pathCode ?? referralCodeFromQuery(search) ?? '';
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (!isReferralCode(code)) {
      setError({ code: 'REFERRAL_UNKNOWN_LINK' });
      return;
    }
    let current = true;
    resolveReferral(code).then(
      ({ inviterName }) => {
        if (!current) return;
        rememberReferral({ code, inviterName });
        navigate('/signup', { replace: true });
      },
      (err: unknown) => current && setError(err),
    );
    return () => {
      current = false;
    };
  }, [code, navigate]);

  if (!error) return <Spinner label={t('referral.checking')} />;
  return (
    <AuthLayout title={t('referral.unknownTitle')}>
      <Alert>{describe(error)}</Alert>
      <p>
        <Link to="/signup">{t('referral.signUpAnyway')}</Link>
      </p>
    </AuthLayout>
  );
}
