import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { onboardingPath } from '../../../features/accounts/api/onboarding';
import { takeReturnPath } from '../../guards/return-path';
import { PinForm } from '../../../features/accounts/components/pin-form';
import { VerifyGuestForm } from '../../../features/accounts/components/verify-guest-dialog';
import { Alert } from '../../../components/ui/feedback';
import { useT } from '../../../lib/i18n/use-t';
import { readSession } from '../../../lib/session';
import { AuthLayout } from '../../layout/auth-layout';
import { useNextScreens } from '../../next-screen';

/**
 * /signup/verify, /pincode and /account/verify: the 6-digit PIN screen for both sign-up and login; with flow=verify
 * (spec part 1 §2 route table), the guest verification of the Pending Verification dialog on a page of its own.
 */
export function VerifyRoute() {
  const t = useT();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const email = search.get('email') ?? '';
  // A new account goes on to its details, a returning one to My Assessments.
  useNextScreens('details', 'assessments');
  if (search.get('flow') === 'verify') return <GuestVerifyPage email={email} />;
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

/** Only the guest this browser holds can be verified (spec part 1 §5 "Guest verification": signed in, a guest). */
function GuestVerifyPage({ email }: { email: string }) {
  const t = useT();
  const session = readSession();
  const isGuest = session.kind === 'ok' && session.record.isGuest;
  return (
    <AuthLayout title={t('guest.verify.title')}>
      {isGuest ? (
        <VerifyGuestForm
          initialEmail={email}
          onCancel={() => window.history.back()}
          // A full load, as after the dialog: the verified account may still owe the sign-up steps (the guard sends it there).
          onVerified={() => window.location.assign('/assessments')}
        />
      ) : (
        <div className="stack">
          <Alert tone="info">{t('guest.verifyPage.notGuest')}</Alert>
          <Link to="/guest/assessments/create">{t('guest.start.title')}</Link>
        </div>
      )}
    </AuthLayout>
  );
}
