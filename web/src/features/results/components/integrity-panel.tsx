import { useState } from 'react';
import type { Accommodations, RespondentIntegrity } from '@shared/routes';
import { MAX_EXTRA_TIME_MINUTES } from '@shared/constants/limits';
import { Alert, Card, Spinner } from '../../../components/ui/feedback';
import { Button } from '../../../components/ui/button';
import { api } from '../../../lib/api-client';
import { useDescribeError } from '../../../lib/error-text';
import { useApi } from '../../../lib/use-api';
import { useT } from '../../../lib/i18n/use-t';

type Signal = RespondentIntegrity['signals'][number];

/** Whole minutes, at least one when there was any time away: "2 min in total". */
const minutes = (ms: number | undefined) => (ms ? Math.max(1, Math.round(ms / 60_000)) : 0);

/**
 * The Integrity panel of a result (docs/integrity.md): each signal in neutral words, what it means, and how many of
 * the assessment's respondents show it. Evidence to read beside the result: no score is changed or hidden by it.
 */
export function IntegrityPanel({ templateId, respondentId }: { templateId: string; respondentId: string }) {
  const t = useT();
  const describe = useDescribeError();
  const read = useApi('getCandidateIntegrity', { params: { id: templateId, candidateId: respondentId } });
  const amount = (s: Signal) => {
    switch (s.kind) {
      case 'focus_lost':
        return t('integrity.amount.focus_lost', { n: s.count, minutes: minutes(s.ms) });
      case 'paste':
        return t('integrity.amount.paste', { n: s.count, chars: s.chars ?? 0 });
      case 'shared_device':
      case 'shared_network':
        return t('integrity.amount.shared', { n: s.count });
      default:
        return t('integrity.amount.times', { n: s.count });
    }
  };
  return (
    <Card className="stack">
      <h2>{t('integrity.title')}</h2>
      <p className="muted small">{t('integrity.intro')}</p>
      {read.error && <Alert>{describe(read.error)}</Alert>}
      {!read.data && !read.error && <Spinner label={t('common.loading')} />}
      {read.data && (
        <div className="stack" data-testid="integrity-panel">
          {/* The table may scroll sideways on a phone: the region takes focus so a keyboard can scroll it. */}
          <div className="table-wrap" tabIndex={0} role="region" aria-label={t('integrity.title')}>
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{t('integrity.signal')}</th>
                  <th scope="col">{t('integrity.thisRespondent')}</th>
                  <th scope="col">{t('integrity.prevalence')}</th>
                </tr>
              </thead>
              <tbody>
                {read.data.signals.map((s) => (
                  <tr key={s.kind} data-testid={`integrity-${s.kind}`}>
                    <td>
                      {t(`integrity.kind.${s.kind}`)}
                      <br />
                      <span className="muted small">{t(`integrity.means.${s.kind}`)}</span>
                    </td>
                    <td>{amount(s)}</td>
                    <td>{t('integrity.ofRespondents', { n: s.prevalence, total: read.data?.respondents ?? 0 })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {read.data.capped && <p className="muted small">{t('integrity.capped')}</p>}
          {read.data.partial && <p className="muted small">{t('integrity.partial')}</p>}
          <AccommodationsForm
            initial={read.data.accommodations}
            save={async (a) => {
              await api('setCandidateAccommodations', {
                params: { id: templateId, candidateId: respondentId },
                body: a,
              });
              await read.mutate();
            }}
          />
        </div>
      )}
    </Card>
  );
}

/** Extra minutes per section for this candidate, and assistive technology in use (hides focus signals). */
function AccommodationsForm({
  initial,
  save,
}: {
  initial: Accommodations;
  save: (a: Accommodations) => Promise<void>;
}) {
  const t = useT();
  const describe = useDescribeError();
  const [minutes, setMinutes] = useState(String(initial.extra_minutes));
  const [assistive, setAssistive] = useState(initial.assistive_technology);
  const [state, setState] = useState<{ busy: boolean; saved: boolean; error: unknown }>({
    busy: false,
    saved: false,
    error: null,
  });
  return (
    <form
      className="stack"
      onSubmit={async (e) => {
        e.preventDefault();
        setState({ busy: true, saved: false, error: null });
        try {
          const n = Math.min(MAX_EXTRA_TIME_MINUTES, Math.max(0, Math.round(Number(minutes) || 0)));
          await save({ extra_minutes: n, assistive_technology: assistive });
          setState({ busy: false, saved: true, error: null });
        } catch (error) {
          setState({ busy: false, saved: false, error });
        }
      }}
    >
      <h3>{t('integrity.accommodations')}</h3>
      <label className="field">
        <span>{t('integrity.extraMinutes')}</span>
        <input
          type="number"
          min={0}
          max={MAX_EXTRA_TIME_MINUTES}
          value={minutes}
          onChange={(e) => setMinutes(e.target.value)}
        />
      </label>
      <label className="checkbox">
        <input type="checkbox" checked={assistive} onChange={(e) => setAssistive(e.target.checked)} />
        <span>{t('integrity.assistive')}</span>
      </label>
      {state.error !== null && <Alert>{describe(state.error)}</Alert>}
      {state.saved && <p role="status">{t('integrity.accommodationsSaved')}</p>}
      <div>
        <Button type="submit" variant="secondary" size="sm" busy={state.busy}>
          {t('integrity.saveAccommodations')}
        </Button>
      </div>
    </form>
  );
}
