import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/feedback';
import { LoginForm } from '../../../features/accounts/components/login-form';
import { useT } from '../../../lib/i18n/use-t';
import { AuthLayout } from '../../layout/auth-layout';
import { rememberReturnPath } from '../../guards/return-path';
import { toolReturnPath } from '../../guards/route-guard';
import { ProviderButtons } from '../../../features/accounts/components/provider-buttons';
import { GuestStartLink } from '../../../features/accounts/components/guest-start-link';
import { useNextScreens } from '../../next-screen';

export function LoginRoute() {
  const t = useT();
  // The guest start's code comes while the visitor reads this page: "Try it without signing up" opens at once.
  useNextScreens('guest');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const tool = search.get('tool');
  const toolPath = toolReturnPath(pathname, tool);
  // Reached from `/signup?tool=`: after signing in the user lands on that tool.
  useEffect(() => {
    if (toolPath) rememberReturnPath(toolPath);
  }, [toolPath]);
  // A team invitation's link names the invited address: sign in with it, or create the account with it.
  const invited = search.get('email') ?? '';
  const signupPath = toolPath
    ? `${pathname.replace(/\/login$/, '')}/signup?tool=${tool}`
    : invited
      ? `/signup?email=${encodeURIComponent(invited)}`
      : '/signup';
  return (
    <AuthLayout
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          {t('auth.login.noAccount')} <Link to={signupPath}>{t('auth.login.signupLink')}</Link>
        </>
      }
    >
      {invited && (
        <Alert tone="info">
          {t('auth.login.invitedAs', { email: invited })} <Link to={signupPath}>{t('auth.login.signupLink')}</Link>
        </Alert>
      )}
      <LoginForm
        initialEmail={invited}
        onPinSent={(email) => navigate(`/pincode?email=${encodeURIComponent(email)}`)}
      />
      <ProviderButtons />
      <GuestStartLink />
    </AuthLayout>
  );
}
