import { useEffect, useRef, useState } from 'react';
import type { RespondentDataCopy } from '@shared/routes';
import { RESPONDENT_LOCALES, isRespondentLocale, type RespondentLocale } from '@shared/i18n/respondent-locale';
import { eraseMyData, readMyData } from '../../../features/respondents/api/my-data';
import { TestShell } from '../../../features/respondents/components/test-shell';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Alert, Spinner } from '../../../components/ui/feedback';
import { ApiError } from '../../../lib/api-request';
import { useDescribeError } from '../../../lib/error-text';
import { saveFile } from '../../../lib/save-file';
import { useT } from '../../../lib/i18n/use-t';
import { setRespondentLanguage } from '../../../lib/i18n/i18n';
import {
  RespondentLanguageSwitcher,
  firstRespondentLanguage,
  keepRespondentLanguage,
} from '../../../features/respondents/components/respondent-language';

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; copy: RespondentDataCopy }
  | { kind: 'deleted' }
  // A link cut short, mistyped, or of a deleted record: said in the page's language, which may change after.
  | { kind: 'invalid' }
  | { kind: 'error'; text: string };

/**
 * /my-data#<token> (public): the "your data" link of every e-mail a respondent gets (docs/privacy.md). It shows what
 * the respondent gave, downloads it as JSON, and deletes it after a confirmation. Opening the page only reads, so a
 * mail scanner that follows the link deletes nothing. The token leaves the address bar at once.
 * In the respondent's language (issue 27), as the test pages pick it: one chosen on this page; else the language the
 * record was taken in, once read; else the one kept in this browser or its first preferred one.
 */
export function MyDataRoute() {
  const t = useT();
  const describe = useDescribeError();
  const token = useRef<string | null>(null);
  if (token.current === null) {
    token.current = window.location.hash.replace(/^#/, '').trim();
    window.history.replaceState(null, '', window.location.pathname);
  }
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [confirming, setConfirming] = useState(false);
  const [chosen, setChosen] = useState<RespondentLocale>();
  // The language the record was taken in, kept after a deletion so the page does not change language then.
  const [taken, setTaken] = useState<RespondentLocale>();
  const [first] = useState(() => firstRespondentLanguage(RESPONDENT_LOCALES));
  const language = chosen ?? taken ?? first;
  useEffect(() => {
    void setRespondentLanguage(language).catch(() => undefined);
  }, [language]);

  useEffect(() => {
    if (!token.current) {
      setState({ kind: 'invalid' });
      return;
    }
    readMyData(token.current)
      .then((copy) => {
        if (isRespondentLocale(copy.respondent.language)) setTaken(copy.respondent.language);
        setState({ kind: 'ready', copy });
      })
      // A link cut short or mistyped is an invalid link, not a form to correct. The server's DATA_LINK_INVALID is
      // said with the page's own words (myData.invalid): the error texts exist in en, th and es only.
      .catch((err: unknown) =>
        setState(
          err instanceof ApiError && (err.code === 'VALIDATION_FAILED' || err.code === 'DATA_LINK_INVALID')
            ? { kind: 'invalid' }
            : { kind: 'error', text: describe(err) },
        ),
      );
    // The token is read once; the page asks once.
  }, []);

  return (
    <TestShell
      contentLocale={language}
      languages={
        <RespondentLanguageSwitcher
          languages={RESPONDENT_LOCALES}
          value={language}
          onChange={(next) => {
            keepRespondentLanguage(next);
            setChosen(next);
          }}
        />
      }
    >
      <h1>{t('myData.title')}</h1>
      {state.kind === 'loading' && <Spinner label={t('myData.loading')} />}
      {state.kind === 'invalid' && <Alert>{t('myData.invalid')}</Alert>}
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
