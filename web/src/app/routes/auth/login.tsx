import { Link, useNavigate } from 'react-router-dom';
import { LoginForm } from '../../../features/accounts/components/login-form';
import { useT } from '../../../lib/i18n/use-t';
import { AuthLayout } from '../../layout/auth-layout';
import { ProviderButtons } from '../../../features/accounts/components/provider-buttons';
import { GuestStartLink } from '../../../features/accounts/components/guest-start-link';

export function LoginRoute() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <AuthLayout
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          {t('auth.login.noAccount')} <Link to="/signup">{t('auth.login.signupLink')}</Link>
        </>
      }
    >
      <LoginForm onPinSent={(email) => navigate(`/pincode?email=${encodeURIComponent(email)}`)} />
      <ProviderButtons />
      <GuestStartLink />
    </AuthLayout>
  );
}
