import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { onboardingPath } from '../../../features/accounts/api/onboarding';
import { takeReturnPath } from '../../guards/return-path';
import { PinForm } from '../../../features/accounts/components/pin-form';
import { useT } from '../../../lib/i18n/use-t';
import { AuthLayout } from '../../layout/auth-layout';

/** /signup/verify and /pincode: the 6-digit PIN screen for both sign-up and login. */
export function VerifyRoute() {
  const t = useT();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const email = search.get('email') ?? '';
  if (!email) return <Navigate to="/login" replace />;
  return (
    <AuthLayout
      title={t('auth.verify.title')}
      subtitle={t('auth.verify.subtitle', { email })}
      footer={<Link to="/login">{t('auth.verify.otherEmail')}</Link>}
    >
      <PinForm
        email={email}
        onSignedIn={(profile) => navigate(takeReturnPath(onboardingPath(profile.onboardingStep)), { replace: true })}
      />
    </AuthLayout>
  );
}
