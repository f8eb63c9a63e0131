import { Link } from 'react-router-dom';
import { useApi } from '../../../lib/use-api';
import { ResultReport } from '../../../features/results/components/result-report';
import { Alert, Spinner } from '../../../components/ui/feedback';
import { useDescribeError } from '../../../lib/error-text';
import { useLocale, useT } from '../../../lib/i18n/use-t';
import { Button } from '../../../components/ui/button';
import { useReportDownload } from '../../../features/results/pdf/use-report-download';

/**
 * /assessments/sample-report: the sample results page (View Sample Report, See Sample Report; spec part 1 §2),
 * a complete result built by the server from sample data, marked as a sample and never stored or counted.
 */
export function SampleReportRoute() {
  const t = useT();
  const locale = useLocale();
  const describe = useDescribeError();
  const sample = useApi('getSampleResult', {});
  const report = useReportDownload();
  if (sample.error) return <Alert>{describe(sample.error)}</Alert>;
  if (!sample.data) return <Spinner label={t('common.loading')} />;
  const s = sample.data;
  return (
    <ResultReport
      result={s.result}
      sections={s.sections}
      setup={s.setup}
      header={
        <div className="stack" style={{ gap: '0.25rem' }}>
          <Link className="breadcrumb" to="/assessments">
            ← {t('details.back')}
          </Link>
          <Alert tone="info">{t('sample.notice')}</Alert>
          <div className="page-header">
            <h1>{s.result.displayName}</h1>
            <Button
              variant="secondary"
              size="sm"
              busy={report.busy !== null}
              onClick={() =>
                void report.download({
                  result: s.result,
                  sections: s.sections,
                  setup: s.setup,
                  formName: s.result.form_name,
                  companyName: s.company_name,
                  color: '#1B1C1E',
                  audience: 'employer',
                  locale,
                })
              }
            >
              {t('pdf.download')}
            </Button>
          </div>
          {report.error && <Alert>{report.error}</Alert>}
          <p className="muted">{s.result.form_name}</p>
        </div>
      }
    />
  );
}
