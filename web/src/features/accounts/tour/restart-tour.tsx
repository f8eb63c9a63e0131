import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/feedback';
import { useDescribeError } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/use-t';
import { restartGuidedTour } from '../api/guided-tour';

/** My account: start the create tour again; it opens on My Assessments at its first step. */
export function RestartTour() {
  const t = useT();
  const navigate = useNavigate();
  const describe = useDescribeError();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function restart() {
    setBusy(true);
    setError(undefined);
    try {
      await restartGuidedTour();
      navigate('/assessments');
    } catch (err) {
      setError(describe(err));
      setBusy(false);
    }
  }

  return (
    <section className="stack form-narrow" aria-labelledby="tour-again-heading">
      <h2 id="tour-again-heading">{t('tour.again.title')}</h2>
      <p className="muted">{t('tour.again.body')}</p>
      {error && <Alert>{error}</Alert>}
      <div>
        <Button variant="secondary" busy={busy} onClick={() => void restart()}>
          {t('tour.again.button')}
        </Button>
      </div>
    </section>
  );
}
