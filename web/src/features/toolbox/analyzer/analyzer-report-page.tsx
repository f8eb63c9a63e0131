import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { downloadMarkdownPdf, pdfFileName } from '../../../components/ai/download-markdown-pdf';
import { Button } from '../../../components/ui/button';
import { Alert, ProgressBar, Spinner } from '../../../components/ui/feedback';
import { useDescribeError } from '../../../lib/error-text';
import { useLocale, useT } from '../../../lib/i18n/use-t';
import { useAnalyzerRun } from './api/get-analyzer-run';
import { analyzerPdf } from './analyzer-pdf';
import { analyzerProgress, localePrefix } from './analyzer-progress';
import { AnalyzerReport } from './components/analyzer-report';

/**
 * /core-values-analyzer/report/:runId (public: the run's unguessable id is the key): progress while the workflow
 * writes, each section as soon as it is written, then the whole report with its PDF.
 */
export function AnalyzerReportPage() {
  const t = useT();
  const locale = useLocale();
  const describe = useDescribeError();
  const { runId } = useParams();
  const { pathname } = useLocation();
  const run = useAnalyzerRun(runId);
  const [pdfBusy, setPdfBusy] = useState(false);
  const closed = !!run.data && run.data.status !== 'running';
  // The last step of the bar (spec part 2 §4: 90, 95, 100): 100 once the closed run's report is on screen.
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!closed) return;
    const frame = requestAnimationFrame(() => setShown(true));
    return () => cancelAnimationFrame(frame);
  }, [closed]);

  if (run.error) return <Alert>{describe(run.error)}</Alert>;
  if (!run.data) return <Spinner label={t('common.loading')} />;
  const r = run.data;
  const done = r.sections.filter((s) => s.status !== 'pending').length;

  async function downloadPdf() {
    setPdfBusy(true);
    try {
      await downloadMarkdownPdf(analyzerPdf(r, t, locale), pdfFileName('core-values', ...r.values.slice(0, 3)));
    } finally {
      setPdfBusy(false);
    }
  }

  return (
    <main id="main" className="page">
      <header className="page-header">
        <h1>{t('analyzer.reportTitle')}</h1>
        <div className="row-actions">
          {closed && (
            <Button onClick={() => void downloadPdf()} busy={pdfBusy}>
              {pdfBusy ? t('ai.preparingPdf') : t('ai.downloadPdf')}
            </Button>
          )}
          <Link className="btn btn-secondary" to={`${localePrefix(pathname)}/core-values-analyzer`}>
            {t('analyzer.newRun')}
          </Link>
        </div>
      </header>
      <div className="stack">
        <ProgressBar value={analyzerProgress(r, shown)} label={t('analyzer.progressLabel')} />
        <p role="status" aria-live="polite">
          {r.status === 'running'
            ? t('analyzer.running', { n: r.values.length, done, total: r.sections.length })
            : r.status === 'finished'
              ? t('analyzer.finished')
              : t('analyzer.failed')}
        </p>
        <p className="muted small">{t('analyzer.keepLink')}</p>
        <AnalyzerReport run={r} />
      </div>
    </main>
  );
}
