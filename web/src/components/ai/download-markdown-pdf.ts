import { saveFile } from '../../lib/save-file';
import type { MarkdownPdfProps } from './markdown-pdf';

/** Loads the PDF module on first use (it carries react-pdf and the fonts) and saves the file. */
export async function downloadMarkdownPdf(props: MarkdownPdfProps, fileName: string): Promise<void> {
  const { markdownPdfBlob } = await import('./markdown-pdf');
  saveFile(await markdownPdfBlob(props), fileName);
}

export function pdfFileName(...parts: string[]): string {
  const slug = parts
    .join('-')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9ก-๛]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return `${slug || 'document'}.pdf`;
}
