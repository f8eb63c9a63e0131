import { saveFile } from '../../../lib/save-file';
import { loadLocale } from '../../../lib/i18n/i18n';
import type { ReportInput } from './report-document';

/** A safe file name from the assessment and the person. */
export function reportFileName(input: Pick<ReportInput, 'formName' | 'audience' | 'result'>): string {
  const slug = (s: string) =>
    s
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase();
  const who = slug(input.result.displayName || `${input.result.firstname} ${input.result.lastname}`) || 'respondent';
  return `${slug(input.formName) || 'assessment'}-${who}-${input.audience === 'employer' ? 'report' : 'feedback'}.pdf`;
}

/**
 * Builds the PDF in the browser and saves it. The PDF library (react-pdf) and its fonts load only now, on the
 * first download, so no page pays for them before.
 */
export async function downloadReport(input: ReportInput): Promise<void> {
  const [{ reportPdfBlob }] = await Promise.all([import('./report-document'), loadLocale(input.locale)]);
  saveFile(await reportPdfBlob(input), reportFileName(input));
}
