import { useNavigate } from 'react-router-dom';
import { useMe } from '../../../features/accounts/api/get-me';
import { BrandingForm } from '../../../features/accounts/components/branding-form';
import { takeReturnPath } from '../../guards/return-path';
import { Spinner } from '../../../components/ui/feedback';
import { useT } from '../../../lib/i18n/use-t';
import { AuthLayout } from '../../layout/auth-layout';
import { useNextScreens } from '../../next-screen';

export function SignupBrandingRoute() {
  const t = useT();
  const navigate = useNavigate();
  const me = useMe();
  useNextScreens('assessments');
  return (
    <AuthLayout
      title={t('auth.branding.title')}
      subtitle={t('auth.branding.subtitle')}
      step={t('common.stepOf', { n: 2, total: 2 })}
    >
      {me.isLoading && !me.data ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <BrandingForm initial={me.data} onSaved={() => navigate(takeReturnPath('/assessments'))} />
      )}
    </AuthLayout>
  );
}
