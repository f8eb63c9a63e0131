import { RESPONDENT_LIST_LIMIT } from '@shared/constants/limits';
import { exportRow } from '@shared/results/export';
import type { RouteOf, Response } from '@shared/routes';
import type { UserItem } from '../accounts';
import { isVisibleTo, loadVisibleAssessment, sectionsOf, type AssessmentItem } from '../assessments';
import { putAuditEvent, type AuditRequest } from '../db/audit';
import { derivedParts, toRespondentRow } from './repo';
import { currentTranslations } from './translation-store';
import { teamRespondentPage, teamAssessments, assessmentRespondentPage } from './result-store';

/** Respondents per export page: their answers make rows larger than the list's. */
export const EXPORT_PAGE = 200;

/** A page request: the cursor DynamoDB gave with the last page, and the page size asked for. */
interface PageOptions {
  cursor?: string | null;
  limit?: number;
}

/**
 * Respondents of a template the user may see, a page of at most 500 at a time (spec part 2 §7.2) with
 * DynamoDB's cursor, so the response stays far below Lambda's 6 MB whatever the assessment's size.
 */
export async function listAssessmentRespondents({
  formId,
  user,
  cursor,
  limit,
}: PageOptions & { formId: string; user: UserItem }): Promise<Response<RouteOf<'listCandidates'>>> {
  const assessment = await loadVisibleAssessment(formId, user);
  const page = await assessmentRespondentPage(assessment.id, {
    cursor: cursor ?? null,
    count: Math.min(limit ?? RESPONDENT_LIST_LIMIT, RESPONDENT_LIST_LIMIT),
  });
  return { items: page.data.map((c) => toRespondentRow(c, assessment)), cursor: page.cursor };
}

/**
 * My respondents (spec part 1 §2 "/respondents"): every respondent of the assessments the user sees in the
 * current workspace, newest first, a page of at most 500 (one Query on the workspace index, no Scan).
 * Respondents of assessments the user may not see (another member's personal ones) are left out.
 */
export async function listWorkspaceRespondents({
  user,
  cursor,
  limit,
}: PageOptions & { user: UserItem }): Promise<Response<RouteOf<'listRespondents'>>> {
  const assessments = await teamAssessments(user.teamId);
  const visible = new Map<string, AssessmentItem>(
    assessments.filter((t) => isVisibleTo(user, t)).map((t) => [t.id, t]),
  );
  const page = await teamRespondentPage(user.teamId, {
    cursor: cursor ?? null,
    count: Math.min(limit ?? RESPONDENT_LIST_LIMIT, RESPONDENT_LIST_LIMIT),
  });
  const items = page.data.flatMap((c) => {
    const assessment = visible.get(c.form_id);
    return assessment ? [toRespondentRow(c, assessment)] : [];
  });
  return { items, cursor: page.cursor };
}

/**
 * Item-level export (docs/export.md): every respondent of an assessment the user may see, with their answers,
 * a page at a time with DynamoDB's cursor; the browser joins the pages into one CSV or JSON file.
 */
export async function exportResultsPage({
  formId,
  user,
  cursor,
  limit,
  request,
  now,
}: PageOptions & { formId: string; user: UserItem; request: AuditRequest; now: Date }): Promise<
  Response<RouteOf<'exportResults'>>
> {
  const assessment = await loadVisibleAssessment(formId, user);
  // One export is one event: its first page (a read, so the event is put alone; docs/privacy.md "Audit log").
  if (!cursor)
    await putAuditEvent({
      teamId: assessment.team_id,
      action: 'results_exported',
      actor: user.sub,
      target: { type: 'assessment', id: assessment.id },
      formId: assessment.id,
      request,
      now,
    });
  const sections = sectionsOf(assessment);
  const page = await assessmentRespondentPage(assessment.id, {
    cursor: cursor ?? null,
    count: Math.min(limit ?? EXPORT_PAGE, EXPORT_PAGE),
  });
  const rows = page.data.map((c) => {
    // A held result is listed with who and where, and nothing of the answers until a credit pays for it.
    const { summaries, answers, spent, comments } = derivedParts(c);
    return exportRow(
      {
        ...toRespondentRow(c, assessment),
        summaries,
        answers,
        seconds: spent,
        comments,
        translations: currentTranslations(c),
      },
      sections,
    );
  });
  return { sections, rows, cursor: page.cursor };
}
