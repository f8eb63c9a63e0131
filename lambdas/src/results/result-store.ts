import { statsDelta } from '@shared/results/group-aggregate';
import type { AssessmentItem } from '../assessments';
import { isConditionFailure } from '../common/conditional';
import type { RespondentItem } from '../db/entities/candidate';
import { countedSummaries, demographicsOf, goWithStats } from '../db/group-stats';
import { db } from '../db/service';
import { transactWrite, type TransactionOutcome } from '../db/transact';

/** A page of respondents and the cursor to the next one (null at the end). */
export interface RespondentPage {
  data: RespondentItem[];
  cursor: string | null;
}

/** A respondent's record as stored (read consistently), or null. */
export async function findRespondent(formId: string, emailKey: string): Promise<RespondentItem | null> {
  const { data } = await db().entities.candidate.get({ form_id: formId, emailKey }).go({ consistent: true });
  return data;
}

/** One page of an assessment's respondents (removed ones aside), with DynamoDB's cursor. */
export async function assessmentRespondentPage(
  formId: string,
  page: { cursor: string | null; count: number },
): Promise<RespondentPage> {
  const { data, cursor } = await db()
    .entities.candidate.query.byTemplate({ form_id: formId })
    .where((a, op) => op.ne(a.deleted, true))
    .go({ cursor: page.cursor, count: page.count });
  return { data, cursor: cursor ?? null };
}

/**
 * An assessment's completed respondents whose result is paid for (removed ones aside), at most `max` of them,
 * read a page at a time; `truncated` when more were left unread.
 */
export async function completedRespondentsOf(
  formId: string,
  max: number,
): Promise<{ data: RespondentItem[]; truncated: boolean }> {
  const data: RespondentItem[] = [];
  let cursor: string | null = null;
  do {
    const page: { data: RespondentItem[]; cursor: string | null } = await db()
      .entities.candidate.query.byTemplate({ form_id: formId })
      .where(
        (a, op) =>
          `${op.ne(a.deleted, true)} AND ${op.ne(a.credit_held, true)} AND (${op.eq(a.status, 'COMPLETED')} OR ${op.eq(a.status, 'RECOMPUTE')})`,
      )
      .go({ cursor, count: max - data.length });
    data.push(...page.data);
    cursor = page.cursor ?? null;
  } while (cursor && data.length < max);
  return { data, truncated: !!cursor };
}

/** One page of a workspace's respondents (removed ones aside), newest first, with DynamoDB's cursor. */
export async function teamRespondentPage(
  teamId: string,
  page: { cursor: string | null; count: number },
): Promise<RespondentPage> {
  const { data, cursor } = await db()
    .entities.candidate.query.byTeam({ team_id: teamId })
    .where((a, op) => op.ne(a.deleted, true))
    .go({ order: 'desc', cursor: page.cursor, count: page.count });
  return { data, cursor: cursor ?? null };
}

/** Every assessment of a workspace (one query on the workspace index, all pages). */
export async function teamAssessments(teamId: string): Promise<AssessmentItem[]> {
  const { data } = await db().entities.template.query.byTeam({ team_id: teamId }).go({ pages: 'all' });
  return data;
}

/** The employer's rating of a respondent set, or cleared with null; the record as written. */
/** A respondent's accommodations (docs/integrity.md); `updated_at` is left alone, so no autosave's guard fails on it. */
export async function writeAccommodations(
  respondent: RespondentItem,
  a: { extra_minutes: number; assistive_technology: boolean },
): Promise<void> {
  await db()
    .entities.candidate.update({ form_id: respondent.form_id, emailKey: respondent.emailKey })
    .set({ extra_minutes: a.extra_minutes, assistive_technology: a.assistive_technology })
    .go({ response: 'none' });
}

export async function writeRating(respondent: RespondentItem, rating: number | null): Promise<RespondentItem> {
  const keys = { form_id: respondent.form_id, emailKey: respondent.emailKey };
  const update =
    rating === null
      ? db().entities.candidate.update(keys).remove(['rating'])
      : db().entities.candidate.update(keys).set({ rating });
  const { data } = await update.go({ response: 'all_new' });
  return data as RespondentItem;
}

/**
 * The reset's one transaction (results/reset-result.ts): the record back at INVITED with the cleared attempt
 * appended, conditional on the record as read; when the attempt was counted, the completed count and the group
 * aggregate move back with it.
 */
export function writeReset({
  c,
  templateId,
  cleared,
  wasCounted,
  at,
}: {
  c: RespondentItem;
  templateId: string;
  cleared: Record<string, unknown>;
  wasCounted: boolean;
  at: string;
}): Promise<TransactionOutcome> {
  return transactWrite(() =>
    goWithStats(
      db().transaction.write(({ candidate, template: t }) => [
        candidate
          .patch({ form_id: c.form_id, emailKey: c.emailKey })
          .set({
            status: 'INVITED',
            section_states: {},
            answers: {},
            summaries: {},
            is_started_test: false,
            credit_held: false,
            attempts: [...((c.attempts as unknown[] | undefined) ?? []), cleared],
            sweep_shard: '',
            sweep_due: '',
            updated_at: at,
          })
          .remove(['score', 'started_test_at', 'finished_at', 'translation_en', 'translation_th', 'translation_es'])
          .where((a, op) => op.eq(a.updated_at, c.updated_at))
          .commit(),
        ...(wasCounted
          ? [t.patch({ id: templateId }).add({ completed_total: -1 }).set({ last_activity_at: at }).commit()]
          : []),
      ]),
      templateId,
      wasCounted ? statsDelta(countedSummaries(c), null, demographicsOf(c)) : {},
    ),
  );
}

/**
 * The results marked sent now, conditional on the last sending as read, so of two requests one sends them.
 * False when another request marked them first.
 */
export async function markResultSent(respondent: RespondentItem, now: Date): Promise<boolean> {
  try {
    await db()
      .entities.candidate.patch({ form_id: respondent.form_id, emailKey: respondent.emailKey })
      .set({ is_sent_result: true, sent_result_at: now.toISOString() })
      .where((a, op) =>
        respondent.sent_result_at ? op.eq(a.sent_result_at, respondent.sent_result_at) : op.notExists(a.sent_result_at),
      )
      .go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Respondents compared for prevalence: an assessment with more compares its first ones (`partial`). */
export const INTEGRITY_COMPARED_MAX = 5000;

export type Compared = Pick<
  RespondentItem,
  'emailKey' | 'integrity' | 'device_id' | 'network_key' | 'is_started_test' | 'assistive_technology'
>;

/** The started respondents of an assessment, with only what the panel compares: signals, device and network. */
export async function comparedRespondents(formId: string): Promise<{ data: Compared[]; partial: boolean }> {
  const data: Compared[] = [];
  let cursor: string | null = null;
  do {
    const page: { data: Compared[]; cursor: string | null } = await db()
      .entities.candidate.query.byTemplate({ form_id: formId })
      .where((a, op) => `${op.ne(a.deleted, true)} AND ${op.eq(a.is_started_test, true)}`)
      .go({
        cursor,
        count: 500,
        attributes: ['emailKey', 'integrity', 'device_id', 'network_key', 'is_started_test', 'assistive_technology'],
      });
    data.push(...page.data);
    cursor = page.cursor;
  } while (cursor && data.length < INTEGRITY_COMPARED_MAX);
  return { data, partial: cursor !== null };
}
