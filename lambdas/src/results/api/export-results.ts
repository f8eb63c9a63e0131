import { exportRow } from '@shared/results/export';
import { defineHandler } from '../../http/handler-factory';
import { db } from '../../db/service';
import { loadVisibleTemplate, sectionsOf } from '../../assessments';
import { derivedParts, toCandidateRow } from '../repo';

/** Respondents per export page: their answers make rows larger than the list's. */
export const EXPORT_PAGE = 200;

/**
 * Item-level export (docs/export.md): every respondent of an assessment the user may see, with their answers,
 * a page at a time with DynamoDB's cursor; the browser joins the pages into one CSV or JSON file.
 */
export const exportResults = defineHandler('exportResults', async ({ params, query, user }) => {
  const template = await loadVisibleTemplate(params.id, user);
  const sections = sectionsOf(template);
  const { data, cursor } = await db()
    .entities.candidate.query.byTemplate({ form_id: template.id })
    .where((a, op) => op.ne(a.deleted, true))
    .go({ cursor: query.cursor ?? null, count: Math.min(query.limit ?? EXPORT_PAGE, EXPORT_PAGE) });
  const rows = data.map((c) => {
    // A held result is listed with who and where, and nothing of the answers until a credit pays for it.
    const { summaries, answers, spent, comments } = derivedParts(c);
    return exportRow({ ...toCandidateRow(c, template), summaries, answers, seconds: spent, comments }, sections);
  });
  return { sections, rows, cursor: cursor ?? null };
});
