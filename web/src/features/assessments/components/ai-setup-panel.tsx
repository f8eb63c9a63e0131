import { useState } from 'react';
import type { AssessmentDetail } from '@shared/routes';
import { Alert, Card, ProgressBar } from '../../../components/ui/feedback';
import { Button } from '../../../components/ui/button';
import { useDescribeError } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/use-t';
import { setupWithAi, type AiSetupOutcome } from '../api/ai-setup';

/**
 * "Set up with AI" (spec part 1 §2 create wizard: AI-assisted or manual setup): the AI picks the sections for the role
 * and pre-fills values alignment, culture profile and acceptable behaviours as Pending Review. Progress rises with
 * each finished result, then 90, 95, 100 (part 1 §4).
 */
export function AiSetupPanel({
  template,
  onDone,
}: {
  template: AssessmentDetail;
  onDone: (outcome: AiSetupOutcome) => void;
}) {
  const t = useT();
  const describe = useDescribeError();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string>();

  async function run() {
    setError(undefined);
    setProgress(0);
    try {
      const outcome = await setupWithAi(template.id, (p) =>
        setProgress((current) => Math.max(current ?? 0, p.progress)),
      );
      onDone(outcome);
    } catch (err) {
      setError(describe(err));
      setProgress(null);
    }
  }

  const running = progress !== null;
  return (
    <Card className="stack ai-setup-panel">
      <div>
        <h2>{t('aiSetup.title')}</h2>
        <p className="muted">{t('aiSetup.intro')}</p>
      </div>
      {error && <Alert>{error}</Alert>}
      {running && (
        <div role="status" aria-live="polite">
          <p className="small">{t('aiSetup.running')}</p>
          <ProgressBar value={progress} label={t('aiSetup.progress')} />
        </div>
      )}
      <div className="row">
        <Button variant="secondary" busy={running} onClick={() => void run()}>
          ✨ {t('aiSetup.run')}
        </Button>
      </div>
    </Card>
  );
}
