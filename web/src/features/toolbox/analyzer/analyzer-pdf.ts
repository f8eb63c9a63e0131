import type { AnalyzerRun } from '@shared/routes';
import type { Locale } from '@shared/i18n/locale';
import type { MarkdownPdfProps } from '../../../components/ai/markdown-pdf';
import { formatDate } from '../../../lib/format';
import type { T } from '../../../lib/i18n/use-t';

/** The report as a PDF (spec part 1 §1 "a report with PDF download"): every written section, value by value. */
export function analyzerPdf(run: AnalyzerRun, t: T, locale: Locale): MarkdownPdfProps {
  const date = formatDate(run.finished_at ?? run.created_at, locale);
  const offline = run.sections.some((s) => s.provenance?.offline);
  return {
    title: t('analyzer.reportTitle'),
    brand: run.company || t('app.name'),
    meta: [run.values.join(', '), date, offline ? t('ai.offline') : ''].filter(Boolean).join(' · '),
    sections: run.sections
      .filter((s) => s.status === 'finished')
      .map((s) => ({ heading: `${run.values[s.index] ?? ''}: ${t(`analyzer.section.${s.section}`)}`, text: s.text })),
    footer: t('analyzer.pdfFooter', { date }),
  };
}
