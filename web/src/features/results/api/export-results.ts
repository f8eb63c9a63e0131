import Papa from 'papaparse';
import { exportColumns, type ExportRow } from '@shared/results/export';
import type { SectionKind } from '@shared/sections/kinds';
import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** Reads every page of the export, then saves one CSV (Papa Parse) or JSON file. */
export async function exportResults(assessmentId: string, formName: string, format: 'csv' | 'json'): Promise<number> {
  const rows: ExportRow[] = [];
  let sections: SectionKind[] = [];
  let cursor: string | null = null;
  do {
    const page: { rows: ExportRow[]; sections: SectionKind[]; cursor: string | null } = await api('exportResults', {
      params: { id: assessmentId },
      query: cursor ? { cursor } : {},
    });
    rows.push(...page.rows);
    sections = page.sections;
    cursor = page.cursor;
  } while (cursor);
  const columns = exportColumns(rows, sections);
  const body =
    format === 'csv'
      ? Papa.unparse({ fields: columns, data: rows.map((r) => columns.map((c) => r[c] ?? '')) })
      : JSON.stringify({ assessment: formName, columns, rows }, null, 2);
  // A byte-order mark so spreadsheet programs read Thai and accents as UTF-8.
  const blob = new Blob(format === 'csv' ? ['\uFEFF', body] : [body], {
    type: format === 'csv' ? 'text/csv;charset=utf-8' : 'application/json',
  });
  saveFile(
    blob,
    `${
      formName
        .replace(/[^\p{L}\p{N}]+/gu, '-')
        .replace(/^-|-$/g, '')
        .toLowerCase() || 'assessment'
    }-results.${format}`,
  );
  return rows.length;
}
