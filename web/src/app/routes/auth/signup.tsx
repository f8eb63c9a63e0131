import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { SignupForm } from '../../../features/accounts/components/signup-form';
import { useT } from '../../../lib/i18n/use-t';
import { AuthLayout } from '../../layout/auth-layout';
import { ProviderButtons } from '../../../features/accounts/components/provider-buttons';

export function SignupRoute() {
  const t = useT();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const tool = search.get('tool');
  return (
    <AuthLayout
      title={t('auth.signup.title')}
      subtitle={tool ? t('auth.signup.toolHint') : t('auth.signup.subtitle')}
      footer={
        <>
          {t('auth.signup.haveAccount')} <Link to="/login">{t('auth.login.link')}</Link>
        </>
      }
    >
      <SignupForm onPinSent={(email) => navigate(`/signup/verify?email=${encodeURIComponent(email)}`)} />
      <ProviderButtons />
    </AuthLayout>
  );
}
