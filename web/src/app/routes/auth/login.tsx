import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { LoginForm } from '../../../features/accounts/components/login-form';
import { useT } from '../../../lib/i18n/use-t';
import { AuthLayout } from '../../layout/auth-layout';
import { rememberReturnPath } from '../../guards/return-path';
import { toolReturnPath } from '../../guards/route-guard';
import { ProviderButtons } from '../../../features/accounts/components/provider-buttons';
import { GuestStartLink } from '../../../features/accounts/components/guest-start-link';

export function LoginRoute() {
  const t = useT();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const tool = search.get('tool');
  const toolPath = toolReturnPath(pathname, tool);
  // Reached from `/signup?tool=`: after signing in the user lands on that tool.
  useEffect(() => {
    if (toolPath) rememberReturnPath(toolPath);
  }, [toolPath]);
  return (
    <AuthLayout
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          {t('auth.login.noAccount')}{' '}
          <Link to={toolPath ? `${pathname.replace(/\/login$/, '')}/signup?tool=${tool}` : '/signup'}>
            {t('auth.login.signupLink')}
          </Link>
        </>
      }
    >
      <LoginForm onPinSent={(email) => navigate(`/pincode?email=${encodeURIComponent(email)}`)} />
      <ProviderButtons />
      <GuestStartLink />
    </AuthLayout>
  );
}
