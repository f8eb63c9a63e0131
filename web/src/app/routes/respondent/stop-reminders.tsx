import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/feedback';
import { api } from '../../../lib/api-client';
import { useDescribeError } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/use-t';
import { TestShell } from '../../../features/respondents/components/test-shell';

/**
 * /stop-reminders#<token> (public): the unsubscribe link of the invitation and reminder e-mails and of their
 * List-Unsubscribe header. One button stops this invitation's automatic reminders; opening the page alone changes
 * nothing, so a mail scanner that follows links does not unsubscribe anyone. The token leaves the address bar at once.
 */
export function StopRemindersRoute() {
  const t = useT();
  const describe = useDescribeError();
  const token = useRef<string | null>(null);
  if (token.current === null) {
    token.current = window.location.hash.replace(/^#/, '').trim();
    window.history.replaceState(null, '', window.location.pathname);
  }
  const [state, setState] = useState<
    { kind: 'asking' } | { kind: 'working' } | { kind: 'done' } | { kind: 'error'; text: string }
  >(token.current ? { kind: 'asking' } : { kind: 'error', text: t('test.invalidLink') });

  function confirm() {
    setState({ kind: 'working' });
    api('stopReminders', { params: { token: token.current ?? '' } })
      .then(() => setState({ kind: 'done' }))
      .catch((err: unknown) => {
        const status = (err as { status?: number }).status;
        setState({ kind: 'error', text: status === 400 || status === 404 ? t('test.invalidLink') : describe(err) });
      });
  }

  return (
    <TestShell>
      <h1>{t('stopReminders.title')}</h1>
      {(state.kind === 'asking' || state.kind === 'working') && (
        <div className="stack">
          <p>{t('stopReminders.body')}</p>
          <div>
            <Button busy={state.kind === 'working'} onClick={confirm}>
              {t('stopReminders.confirm')}
            </Button>
          </div>
        </div>
      )}
      {state.kind === 'done' && <p role="status">{t('stopReminders.done')}</p>}
      {state.kind === 'error' && <Alert>{state.text}</Alert>}
    </TestShell>
  );
}
