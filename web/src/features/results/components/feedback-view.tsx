import { useEffect } from 'react';
import { gradeFor, gradeTone, performanceLevel, type Grade } from '@shared/results/grades';
import type { SharedResult } from '@shared/routes';
import { HBar } from '../../sections';
import { Alert, Card } from '../../../components/ui/feedback';
import { Button } from '../../../components/ui/button';
import { setRespondentLanguage } from '../../../lib/i18n/i18n';
import { useLocale, useT, type T } from '../../../lib/i18n/use-t';
import { sectionNameKey } from '../../../lib/section-names';
import { ScoreRing } from './score-ring';
import { useReportDownload } from '../pdf/use-report-download';

const overallOf = (summary: unknown): number | null => {
  const v = (summary as { overall?: unknown } | undefined)?.overall;
  return typeof v === 'number' ? v : null;
};

/** A grade's label in the page's language: only the top and the bottom grade have words beside their letter. */
const gradeLabel = (grade: Grade, t: T): string =>
  grade.code === 'A_PLUS' ? t('feedback.grade.A_PLUS') : grade.code === 'F' ? t('feedback.grade.F') : grade.letter;

/**
 * A respondent's own feedback (sent results): their overall score and scores by section, in the language they
 * took the assessment in, and the feedback PDF to keep. No company answers or comparisons reach this page.
 */
export function FeedbackView({ shared }: { shared: SharedResult }) {
  const t = useT();
  const locale = useLocale();
  const r = shared.result;
  const report = useReportDownload();
  // The respondent's own link always carries the language they took the assessment in: any respondent language
  // (issue 27), not only en, th and es. Their feedback PDF is in that language too.
  useEffect(() => {
    if (r.lang) void setRespondentLanguage(r.lang).catch(() => undefined);
  }, [r.lang]);
  const overall = typeof r.summaries.overall === 'number' ? r.summaries.overall : r.score;
  const grade = overall === null ? null : gradeFor(overall);
  const sections = shared.sections.filter((k) => r.summaries[k] !== undefined);

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
              <span className={`badge badge-${gradeTone(overall)}`}>{gradeLabel(grade, t)}</span>
              <span className="muted small">{t(`feedback.level.${performanceLevel(overall)}`)}</span>
            </p>
          )}
          {sections.map((k) => (
            <HBar key={k} label={t(sectionNameKey(k))} value={overallOf(r.summaries[k])} />
          ))}
        </div>
      </Card>
      {report.error && <Alert>{report.error}</Alert>}
      <div>
        <Button
          busy={report.busy !== null}
          onClick={() =>
            void report.download({
              result: r,
              sections,
              formName: r.form_name,
              companyName: shared.company_name,
              color: '#1B1C1E',
              audience: 'respondent',
              locale: r.lang ?? locale,
            })
          }
        >
          {t('pdf.download')}
        </Button>
      </div>
    </div>
  );
}
