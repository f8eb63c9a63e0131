import { useEffect, useRef, useState } from 'react';
import type { RespondentDataCopy } from '@shared/routes';
import { eraseMyData, readMyData } from '../../../features/respondents/api/my-data';
import { TestShell } from '../../../features/respondents/components/test-shell';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Alert, Spinner } from '../../../components/ui/feedback';
import { ApiError } from '../../../lib/api-request';
import { useDescribeError } from '../../../lib/error-text';
import { saveFile } from '../../../lib/save-file';
import { errorText, useLocale, useT } from '../../../lib/i18n/use-t';

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; copy: RespondentDataCopy }
  | { kind: 'deleted' }
  | { kind: 'error'; text: string };

/**
 * /my-data#<token> (public): the "your data" link of every e-mail a respondent gets (docs/privacy.md). It shows what
 * the respondent gave, downloads it as JSON, and deletes it after a confirmation. Opening the page only reads, so a
 * mail scanner that follows the link deletes nothing. The token leaves the address bar at once.
 */
export function MyDataRoute() {
  const t = useT();
  const locale = useLocale();
  const describe = useDescribeError();
  const token = useRef<string | null>(null);
  if (token.current === null) {
    token.current = window.location.hash.replace(/^#/, '').trim();
    window.history.replaceState(null, '', window.location.pathname);
  }
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [confirming, setConfirming] = useState(false);
  const invalid = () => errorText('DATA_LINK_INVALID', locale);

  useEffect(() => {
    if (!token.current) {
      setState({ kind: 'error', text: invalid() });
      return;
    }
    readMyData(token.current)
      .then((copy) => setState({ kind: 'ready', copy }))
      // A link cut short or mistyped is an invalid link, not a form to correct.
      .catch((err: unknown) =>
        setState({
          kind: 'error',
          text: err instanceof ApiError && err.code === 'VALIDATION_FAILED' ? invalid() : describe(err),
        }),
      );
    // The token is read once; the page asks once.
  }, []);

  return (
    <TestShell>
      <h1>{t('myData.title')}</h1>
      {state.kind === 'loading' && <Spinner label={t('myData.loading')} />}
      {state.kind === 'error' && <Alert>{state.text}</Alert>}
      {state.kind === 'deleted' && <p role="status">{t('myData.deleted')}</p>}
      {state.kind === 'ready' && (
        <div className="stack">
          <p>{t('myData.intro', { assessment: state.copy.assessment })}</p>
          <dl className="facts">
            <div>
              <dt>{t('myData.name')}</dt>
              <dd>{`${state.copy.respondent.firstname} ${state.copy.respondent.lastname}`.trim() || '—'}</dd>
            </div>
            <div>
              <dt>{t('myData.email')}</dt>
              <dd>{state.copy.respondent.email}</dd>
            </div>
            <div>
              <dt>{t('myData.answers')}</dt>
              <dd>{t('myData.sections', { n: Object.keys(state.copy.answers).length })}</dd>
            </div>
          </dl>
          <p className="muted">{t('myData.scoresNote')}</p>
          <div className="row">
            <Button
              variant="secondary"
              onClick={() =>
                saveFile(
                  new Blob([JSON.stringify(state.copy, null, 2)], { type: 'application/json' }),
                  'my-assessment-data.json',
                )
              }
            >
              {t('myData.download')}
            </Button>
            <Button variant="danger" onClick={() => setConfirming(true)}>
              {t('myData.delete')}
            </Button>
          </div>
        </div>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('myData.confirmTitle')}
          confirmLabel={t('myData.confirmDelete')}
          cancelLabel={t('myData.cancel')}
          danger
          describeError={describe}
          onConfirm={async () => {
            await eraseMyData(token.current ?? '');
            setState({ kind: 'deleted' });
          }}
          onClose={() => setConfirming(false)}
        >
          <p>{t('myData.confirmBody')}</p>
        </ConfirmDialog>
      )}
    </TestShell>
  );
}
