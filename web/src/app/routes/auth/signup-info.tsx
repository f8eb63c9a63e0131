import { useNavigate } from 'react-router-dom';
import { useMe } from '../../../features/accounts/api/get-me';
import { onboardingPath } from '../../../features/accounts/api/onboarding';
import { InfoForm } from '../../../features/accounts/components/info-form';
import { Spinner } from '../../../components/ui/feedback';
import { useT } from '../../../lib/i18n/use-t';
import { AuthLayout } from '../../layout/auth-layout';
import { useNextScreens } from '../../next-screen';

export function SignupInfoRoute() {
  const t = useT();
  const navigate = useNavigate();
  const me = useMe();
  useNextScreens('branding');
  return (
    <AuthLayout
      title={t('auth.info.title')}
      subtitle={t('auth.info.subtitle')}
      step={t('common.stepOf', { n: 1, total: 2 })}
    >
      {/* SWR says loading while it reads again a profile it already has: that one is shown meanwhile. */}
      {me.isLoading && !me.data ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <InfoForm
          initial={me.data}
          onSaved={(profile) =>
            navigate(onboardingPath(profile.onboardingStep === 'info' ? 'branding' : profile.onboardingStep))
          }
        />
      )}
    </AuthLayout>
  );
}
