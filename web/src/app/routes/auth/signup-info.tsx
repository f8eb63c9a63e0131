import { useNavigate } from 'react-router-dom';
import { useMe } from '../../../features/accounts/api/get-me';
import { onboardingPath } from '../../../features/accounts/api/onboarding';
import { InfoForm } from '../../../features/accounts/components/info-form';
import { Spinner } from '../../../components/ui/feedback';
import { useT } from '../../../lib/i18n/use-t';
import { AuthLayout } from '../../layout/auth-layout';

export function SignupInfoRoute() {
  const t = useT();
  const navigate = useNavigate();
  const me = useMe();
  return (
    <AuthLayout
      title={t('auth.info.title')}
      subtitle={t('auth.info.subtitle')}
      step={t('common.stepOf', { n: 1, total: 2 })}
    >
      {me.isLoading ? (
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
