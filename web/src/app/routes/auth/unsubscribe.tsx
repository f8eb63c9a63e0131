import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { unsubscribeByLink } from '../../../features/accounts/api/notifications';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/feedback';
import { ApiError } from '../../../lib/api-request';
import { useDescribeError } from '../../../lib/error-text';
import { errorText, useLocale, useT } from '../../../lib/i18n/use-t';
import { AuthLayout } from '../../layout/auth-layout';

/**
 * /unsubscribe#<token> (public): the unsubscribe link of the e-mails about completed assessments, and of their
 * List-Unsubscribe header. One button turns them off, signed out; opening the page alone changes nothing, so a mail
 * scanner that follows links does not unsubscribe anyone. The token leaves the address bar at once.
 */
export function UnsubscribeRoute() {
  const t = useT();
  const locale = useLocale();
  const describe = useDescribeError();
  const token = useRef<string | null>(null);
  if (token.current === null) {
    token.current = window.location.hash.replace(/^#/, '').trim();
    window.history.replaceState(null, '', window.location.pathname);
  }
  const [state, setState] = useState<
    { kind: 'asking' } | { kind: 'working' } | { kind: 'done' } | { kind: 'error'; text: string }
  >(token.current ? { kind: 'asking' } : { kind: 'error', text: errorText('UNSUBSCRIBE_LINK_INVALID', locale) });

  function confirm() {
    setState({ kind: 'working' });
    unsubscribeByLink(token.current ?? '')
      .then(() => setState({ kind: 'done' }))
      // A link cut short or mistyped is an invalid link, not a form to correct.
      .catch((err: unknown) =>
        setState({
          kind: 'error',
          text:
            err instanceof ApiError && err.code === 'VALIDATION_FAILED'
              ? errorText('UNSUBSCRIBE_LINK_INVALID', locale)
              : describe(err),
        }),
      );
  }

  return (
    <AuthLayout
      title={t('unsubscribe.title')}
      footer={<Link to="/account/notifications">{t('unsubscribe.myAccount')}</Link>}
    >
      {(state.kind === 'asking' || state.kind === 'working') && (
        <div className="stack">
          <p>{t('unsubscribe.body')}</p>
          <div>
            <Button busy={state.kind === 'working'} onClick={confirm}>
              {t('unsubscribe.confirm')}
            </Button>
          </div>
        </div>
      )}
      {state.kind === 'done' && <p role="status">{t('unsubscribe.done')}</p>}
      {state.kind === 'error' && <Alert>{state.text}</Alert>}
    </AuthLayout>
  );
}
