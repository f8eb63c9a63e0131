import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { completeProviderSignIn } from '../../../features/accounts/api/federation';
import { onboardingPath } from '../../../features/accounts/api/onboarding';
import { takeReturnPath } from '../../guards/return-path';
import { Alert, Spinner } from '../../../components/ui/feedback';
import { useDescribeError } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/use-t';
import { AuthLayout } from '../../layout/auth-layout';

/**
 * /auth/callback: back from Google or Microsoft. A new provider user goes to the create-detail step of
 * sign-up (spec part 1 §4); a known one to My Assessments. A refusal shows the catalogue's message.
 */
export function ProviderCallbackRoute() {
  const t = useT();
  const navigate = useNavigate();
  const describe = useDescribeError();
  const [search] = useSearchParams();
  const [error, setError] = useState<string>();
  const ran = useRef(false);

  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    completeProviderSignIn(search).then(
      (profile) => navigate(takeReturnPath(onboardingPath(profile.onboardingStep)), { replace: true }),
      (err: unknown) => setError(describe(err)),
    );
  }, [search, navigate, describe]);

  return (
    <AuthLayout title={t('auth.provider.title')} footer={<Link to="/login">{t('auth.provider.back')}</Link>}>
      {error ? <Alert>{error}</Alert> : <Spinner label={t('auth.provider.completing')} />}
    </AuthLayout>
  );
}
