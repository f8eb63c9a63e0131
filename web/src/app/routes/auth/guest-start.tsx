import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { startGuestSession } from '../../../features/accounts/api/guest';
import { Button } from '../../../components/ui/button';
import { Alert, Spinner } from '../../../components/ui/feedback';
import { useDescribeError } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/use-t';
import { parseSessionRecord, readSession, writeSession } from '../../../lib/session';
import { AuthLayout } from '../../layout/auth-layout';
import { useNextScreens } from '../../next-screen';

/**
 * /guest/assessments/create (public; spec part 1 §2, §4 "Guest"): a visitor starts building an assessment
 * without signing up. A signed-in user goes to the usual wizard; anyone else gets (or resumes) a guest
 * account kept in this browser and lands in the guest wizard.
 */
export function GuestStartRoute() {
  const t = useT();
  const navigate = useNavigate();
  const describe = useDescribeError();
  const [error, setError] = useState<string>();
  const started = useRef(false);
  // The wizard's code comes while the guest account is made, not after.
  useNextScreens('wizard');

  async function start() {
    setError(undefined);
    let shown = false;
    const showWizard = (email?: string) => {
      if (shown) return;
      shown = true;
      // Signed in: the wizard shows now with its data loading, while the guest account is opened and read (issue
      // 24 "opening the guest start"); the profile read replaces this record when it lands.
      const kept = readSession();
      if (email && !(kept.kind === 'ok' && kept.record.email === email))
        writeSession(parseSessionRecord({ email, isGuest: true, onboardingStep: 'done' })!);
      navigate('/guest/assessments/create/name', { replace: true });
    };
    try {
      await startGuestSession(showWizard);
      showWizard();
    } catch (err) {
      // Only before the wizard showed: afterwards its own reads open the account again and say what failed.
      if (!shown) setError(describe(err));
    }
  }

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const session = readSession();
    if (session.kind === 'ok' && session.record.email && !session.record.isGuest)
      navigate('/assessments/create/name', { replace: true });
    else if (session.kind === 'ok' && session.record.isGuest)
      navigate('/guest/assessments/create/name', { replace: true });
    else void start();
    // Runs once on arrival (the ref guards React's double effect in development).
  }, []);

  return (
    <AuthLayout title={t('guest.start.title')} subtitle={t('guest.start.subtitle')}>
      {error ? (
        <div className="stack">
          <Alert>{error}</Alert>
          <Button onClick={() => void start()}>{t('common.retry')}</Button>
        </div>
      ) : (
        <Spinner label={t('guest.start.preparing')} />
      )}
    </AuthLayout>
  );
}
