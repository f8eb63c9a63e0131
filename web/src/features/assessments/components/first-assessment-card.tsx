import { useEffect, useRef, useState } from 'react';
import { mutate } from 'swr';
import { ORGANIZATION_TYPE_OPTIONS, optionLabel } from '@shared/accounts/options';
import { Alert, Card, ProgressBar, Spinner } from '../../../components/ui/feedback';
import { Button } from '../../../components/ui/button';
import { useDescribeError } from '../../../lib/error-text';
import { useLocale, useT } from '../../../lib/i18n/use-t';
import { readSession } from '../../../lib/session';
import { runOnboarding, useOnboarding } from '../api/onboarding';
import { assessmentsKey } from '../api/get-templates';

export interface FirstAssessment {
  /** The first assessment is asked for and not created yet: the card shows, the empty state waits. */
  active: boolean;
  /** This page's own run: its progress; null while another tab or visit runs it (or before starting). */
  progress: number | null;
  error: string | undefined;
  retry: () => void;
}

/**
 * The first assessment asked for at sign-up (spec part 1 §2 My Assessments; part 2 §4 Onboarding TODO → COMPLETED):
 * a waiting request (or one whose run stopped answering) is started from here; the server runs it once whatever
 * else triggers it, and finishes it even if this page is left. Another tab's run is followed by polling.
 */
export function useFirstAssessment(): FirstAssessment {
  const onboarding = useOnboarding();
  const describe = useDescribeError();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);
  const status = onboarding.data?.status;
  const startable = status === 'TODO' || (status === 'RUNNING' && onboarding.data?.stale === true);

  useEffect(() => {
    if (!startable || started.current === attempt) return;
    started.current = attempt;
    setProgress(0);
    setError(undefined);
    runOnboarding((p) => setProgress((current) => Math.max(current ?? 0, p.progress)))
      .catch((err: unknown) => setError(describe(err)))
      .finally(() => setProgress(null));
  }, [startable, attempt, describe]);

  // Completed by another tab or an earlier visit: the list shows the new assessment.
  useEffect(() => {
    if (status === 'COMPLETED') void mutate(assessmentsKey);
  }, [status]);

  return {
    active: status === 'TODO' || status === 'RUNNING' || progress !== null,
    progress,
    error,
    retry: () => {
      setError(undefined);
      setAttempt((n) => n + 1);
      void onboarding.mutate();
    },
  };
}

/** "Generating your first assessment", with the message that the AI works with the organisation type. */
export function FirstAssessmentCard({ state }: { state: FirstAssessment }) {
  const t = useT();
  const locale = useLocale();
  if (!state.active && !state.error) return null;
  const session = readSession();
  const orgId = session.kind === 'ok' ? session.record.typeOfOrg : '';
  const orgType = orgId ? optionLabel(ORGANIZATION_TYPE_OPTIONS, orgId, locale) : '—';
  return (
    <Card className="stack first-assessment-card">
      <div role="status" aria-live="polite" data-testid="first-assessment">
        <h2>{t('onboarding.card.title')}</h2>
        <p className="muted">{t('onboarding.card.body', { orgType })}</p>
        {state.progress !== null ? (
          <ProgressBar value={state.progress} label={t('onboarding.card.progress')} />
        ) : (
          !state.error && <Spinner label={t('common.loading')} />
        )}
      </div>
      {state.error && (
        <Alert>
          {t('onboarding.card.failed')} {state.error}{' '}
          <Button variant="ghost" size="sm" onClick={state.retry}>
            {t('common.retry')}
          </Button>
        </Alert>
      )}
    </Card>
  );
}
