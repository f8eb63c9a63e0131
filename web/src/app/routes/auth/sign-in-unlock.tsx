import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { unlockSignIn, unlockTokenFromHash } from '../../../features/accounts/api/unlock-sign-in';
import { Alert, Spinner } from '../../../components/ui/feedback';
import { ApiError } from '../../../lib/api-request';
import { useDescribeError } from '../../../lib/error-text';
import { errorText, useLocale, useT } from '../../../lib/i18n/use-t';
import { AuthLayout } from '../../layout/auth-layout';

/**
 * /sign-in/unlock#<token> (public): the link mailed to an address's owner when a stranger's wrong codes make it wait.
 * Opening it lets this browser sign in without waiting; the token leaves the address bar at once.
 */
export function SignInUnlockRoute() {
  const t = useT();
  const locale = useLocale();
  const describe = useDescribeError();
  const [state, setState] = useState<{ kind: 'working' } | { kind: 'done' } | { kind: 'error'; text: string }>({
    kind: 'working',
  });
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const token = unlockTokenFromHash(window.location.hash);
    window.history.replaceState(null, '', window.location.pathname);
    if (!token) {
      setState({ kind: 'error', text: errorText('SIGN_IN_LINK_INVALID', locale) });
      return;
    }
    unlockSignIn(token)
      .then(() => setState({ kind: 'done' }))
      // A link cut short or mistyped is an invalid link, not a form to correct.
      .catch((err: unknown) =>
        setState({
          kind: 'error',
          text:
            err instanceof ApiError && err.code === 'VALIDATION_FAILED'
              ? errorText('SIGN_IN_LINK_INVALID', locale)
              : describe(err),
        }),
      );
  }, [describe, locale]);

  return (
    <AuthLayout
      title={t('auth.unlock.title')}
      footer={state.kind === 'working' ? undefined : <Link to="/login">{t('auth.unlock.signIn')}</Link>}
    >
      {state.kind === 'working' && <Spinner label={t('auth.unlock.working')} />}
      {state.kind === 'done' && <p role="status">{t('auth.unlock.done')}</p>}
      {state.kind === 'error' && <Alert>{state.text}</Alert>}
    </AuthLayout>
  );
}
