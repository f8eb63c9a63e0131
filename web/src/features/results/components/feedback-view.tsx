import { useEffect, useState } from 'react';
import { gradeFor, performanceLevel, PERFORMANCE_LEVEL_LABELS } from '@shared/results/grades';
import type { SharedResult } from '@shared/routes';
import { HBar } from '../../sections/common/hbar';
import { Alert, Card } from '../../../components/ui/feedback';
import { Button } from '../../../components/ui/button';
import { useDescribeError } from '../../../lib/error-text';
import { setLocale } from '../../../lib/i18n/locale-store';
import { useLocale, useT } from '../../../lib/i18n/use-t';
import { sectionNameKey } from '../../../lib/section-names';
import { ScoreRing } from './score-ring';

const overallOf = (summary: unknown): number | null => {
  const v = (summary as { overall?: unknown } | undefined)?.overall;
  return typeof v === 'number' ? v : null;
};

/**
 * A respondent's own feedback (sent results): their overall score and scores by section, in the language they
 * took the assessment in, and the feedback PDF to keep. No company answers or comparisons reach this page.
 */
export function FeedbackView({ shared }: { shared: SharedResult }) {
  const t = useT();
  const locale = useLocale();
  const describe = useDescribeError();
  const r = shared.result;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  useEffect(() => setLocale(r.lang), [r.lang]);
  const overall = typeof r.summaries.overall === 'number' ? r.summaries.overall : r.score;
  const grade = overall === null ? null : gradeFor(overall);
  const sections = shared.sections.filter((k) => r.summaries[k] !== undefined);

  async function download() {
    setBusy(true);
    setError(undefined);
    try {
      const { downloadReport } = await import('../pdf/download-report');
      await downloadReport({ result: r, sections, formName: r.form_name, companyName: shared.company_name, color: '#1B1C1E', audience: 'respondent', locale, generatedAt: new Date() });
    } catch (err) {
      setError(describe(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="stack">
      <p className="muted">
        {shared.company_name} · {r.form_name}
      </p>
      <h1>{t('pdf.title.respondent')}</h1>
      <p className="muted">{t('pdf.respondent.intro')}</p>
      <Card className="row">
        <ScoreRing value={overall} label={t('result.overall')} caption={grade?.letter} />
        <div className="stack" style={{ flex: 1, minWidth: '14rem' }}>
          {grade && overall !== null && (
            <p className="row" style={{ margin: 0 }}>
              <span className="badge badge-green">{grade.label[locale]}</span>
              <span className="muted small">{PERFORMANCE_LEVEL_LABELS[performanceLevel(overall)][locale]}</span>
            </p>
          )}
          {sections.map((k) => (
            <HBar key={k} label={t(sectionNameKey(k))} value={overallOf(r.summaries[k])} />
          ))}
        </div>
      </Card>
      {error && <Alert>{error}</Alert>}
      <div>
        <Button onClick={download} busy={busy}>
          {t('pdf.download')}
        </Button>
      </div>
    </div>
  );
}
