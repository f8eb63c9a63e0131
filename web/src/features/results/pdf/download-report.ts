import { saveFile } from '../../../lib/save-file';
import { interfaceLocaleOf, isInterfaceLocale } from '@shared/i18n/respondent-locale';
import { loadLocale, loadRespondentStrings } from '../../../lib/i18n/i18n';
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
 * first download, so no page pays for them before; so do the strings of a respondent language beyond en, th and es
 * (the feedback in the respondent's language), when the page has not loaded them already.
 */
export async function downloadReport(input: ReportInput): Promise<void> {
  const locale = input.locale;
  const [{ reportPdfBlob }] = await Promise.all([
    import('./report-document'),
    loadLocale(interfaceLocaleOf(locale)),
    isInterfaceLocale(locale) ? undefined : loadRespondentStrings(locale),
  ]);
  saveFile(await reportPdfBlob(input), reportFileName(input));
}
