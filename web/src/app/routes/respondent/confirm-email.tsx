import { testPath } from '@shared/respondents/test-link';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-request';
import { useDescribeError } from '../../../lib/error-text';
import { TestShell } from '../../../features/respondents/components/test-shell';
import { Alert, Spinner } from '../../../components/ui/feedback';
import { errorText, usePageLanguage, useT } from '../../../lib/i18n/use-t';
import { navigate, useCandidateLocation } from '../../candidate/candidate-location';

/**
 * /confirm-canditate?r=&c= — the link e-mailed to a respondent who registered on a public link: opening it proves the
 * inbox, the server replaces the access token, and the respondent continues at their personal link.
 */
export function ConfirmEmailRoute() {
  const { search } = useCandidateLocation();
  const describe = useDescribeError();
  const t = useT();
  const locale = usePageLanguage();
  const [error, setError] = useState<string>();
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const params = new URLSearchParams(search);
    api('confirmRespondentEmail', { body: { ref: params.get('r') ?? '', code: params.get('c') ?? '' } })
      .then(({ code, token }) => navigate(testPath(code, token), { replace: true }))
      // A link cut short or mistyped is an invalid link, not a form to correct.
      .catch((err: unknown) =>
        setError(
          err instanceof ApiError && err.code === 'VALIDATION_FAILED'
            ? errorText('CONFIRM_LINK_INVALID', locale)
            : describe(err),
        ),
      );
  }, [search, describe, locale]);

  return (
    <TestShell>
      <h1>{t('test.confirmTitle')}</h1>
      {error ? <Alert>{error}</Alert> : <Spinner label={t('test.confirmingEmail')} />}
    </TestShell>
  );
}
