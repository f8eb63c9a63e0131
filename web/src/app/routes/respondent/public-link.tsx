import { useEffect, useState } from 'react';
import type { RespondentLocale } from '@shared/i18n/respondent-locale';
import { testPath } from '@shared/respondents/test-link';
import { usePublicLink } from '../../../features/respondents/api/get-public-link';
import { RegistrationForm } from '../../../features/respondents/components/registration-form';
import { TestShell } from '../../../features/respondents/components/test-shell';
import { Alert, Card, Spinner } from '../../../components/ui/feedback';
import { useT } from '../../../lib/i18n/use-t';
import { useDescribeError } from '../../../lib/error-text';
import { setRespondentLanguage } from '../../../lib/i18n/i18n';
import {
  RespondentLanguageSwitcher,
  firstRespondentLanguage,
  keepRespondentLanguage,
} from '../../../features/respondents/components/respondent-language';
import { navigate } from '../../candidate/candidate-location';

/**
 * /assessment-test/:code — what the public link shows, then registration. The test replaces the form in the history:
 * Back from the test does not bring back an empty form (which would register the person a second time).
 */
export function PublicLinkRoute({ code }: { code: string }) {
  const t = useT();
  const link = usePublicLink(code);
  const describe = useDescribeError();
  // The language: chosen on this page, else the browser's first preferred one the link offers (issue 27).
  const [chosen, setChosen] = useState<RespondentLocale>();
  const language = chosen ?? (link.data ? firstRespondentLanguage(link.data.languages) : undefined);
  useEffect(() => {
    if (language) void setRespondentLanguage(language).catch(() => undefined);
  }, [language]);

  if (link.error) {
    return (
      <TestShell>
        <h1>{t('test.linkTitle')}</h1>
        <Alert>
          {link.error.status === 404 || link.error.status === 400 ? t('test.invalidLink') : describe(link.error)}
        </Alert>
      </TestShell>
    );
  }
  if (!link.data || !code) {
    return (
      <TestShell languages={false}>
        <Spinner label={t('common.loading')} />
      </TestShell>
    );
  }
  const l = link.data;
  return (
    <TestShell
      companyName={l.company_name}
      logoUrl={l.logo_url}
      color={l.color}
      contentLocale={language}
      languages={
        <RespondentLanguageSwitcher
          languages={l.languages}
          value={language ?? 'en'}
          onChange={(next) => {
            keepRespondentLanguage(next);
            setChosen(next);
          }}
        />
      }
    >
      <Card className="stack narrow">
        <h1>{t('test.register.title')}</h1>
        <p className="muted">{t('test.register.subtitle', { company: l.company_name, form: l.form_name })}</p>
        <RegistrationForm
          code={code}
          lang={language ?? 'en'}
          onRegistered={(token) => navigate(testPath(code, token), { replace: true })}
        />
        <p className="muted small">
          {t('pages.privacy.candidateNotice', { company: l.company_name })}{' '}
          <a href="/privacy" target="_blank" rel="noopener">
            {t('pages.privacy.link')}
          </a>
        </p>
      </Card>
    </TestShell>
  );
}
