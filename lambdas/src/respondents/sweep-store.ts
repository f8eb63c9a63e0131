import { statsDelta } from '@shared/results/group-aggregate';
import { type StoredSummaries } from '@shared/sections/by-section';
import type { AssessmentItem } from '../assessments';
import { nextUpdatedAt } from '../common/conditional';
import { countedSummaries, demographicsOf, goWithStats } from '../db/group-stats';
import { db } from '../db/service';
import { transactWrite } from '../db/transact';
import type { RespondentItem } from './repo';

/** The keys of up to `limit` respondents whose work is due by `now`, oldest first (the sweep's index, shard 'due'). */
export async function dueRespondentKeys(now: Date, limit: number): Promise<{ form_id: string; emailKey: string }[]> {
  const { data } = await db()
    .entities.candidate.query.byDue({ sweep_shard: 'due' })
    .lte({ sweep_due: now.toISOString() })
    .go({ limit, attributes: ['form_id', 'emailKey'] });
  return data;
}

/** An assessment as stored, read consistently (deleted ones too), or null. */
export async function findAssessmentConsistently(id: string): Promise<AssessmentItem | null> {
  const { data } = await db().entities.template.get({ id }).go({ consistent: true });
  return data;
}

/**
 * A scored respondent's new summaries, with the group aggregate moved by the difference in the same
 * transaction; like `patchRespondent`, it holds only if nobody changed the record since it was read.
 */
export async function patchScored(respondent: RespondentItem, after: StoredSummaries, set: Partial<RespondentItem>) {
  const at = nextUpdatedAt(respondent.updated_at, new Date());
  await transactWrite(() =>
    goWithStats(
      db().transaction.write(({ candidate: c }) => [
        c
          .patch({ form_id: respondent.form_id, emailKey: respondent.emailKey })
          .set({ ...set, updated_at: at })
          .where((a, op) => op.eq(a.updated_at, respondent.updated_at))
          .commit(),
      ]),
      respondent.form_id,
      statsDelta(countedSummaries(respondent), respondent.credit_held ? null : after, demographicsOf(respondent)),
    ),
  );
}

/** A write that holds only if nobody changed the record since it was read. */
export async function patchRespondent(respondent: RespondentItem, set: Partial<RespondentItem>) {
  const at = nextUpdatedAt(respondent.updated_at, new Date());
  await db()
    .entities.candidate.patch({ form_id: respondent.form_id, emailKey: respondent.emailKey })
    .set({ ...set, updated_at: at })
    .where((a, op) => op.eq(a.updated_at, respondent.updated_at))
    .go();
}

/** The ids of every assessment an account created (deleted ones too: their respondents are kept until purged). */
export async function assessmentsCreatedBy(email: string): Promise<AssessmentItem[]> {
  const { data } = await db().entities.template.query.byCreator({ creator: email }).go({ pages: 'all' });
  return data;
}

/**
 * Up to `limit` respondents of an assessment whose last answer (or invitation, when they never finished) is
 * before `cutoff`: the retention sweep's (docs/privacy.md "Retention").
 */
export async function respondentsOlderThan(formId: string, cutoff: Date, limit: number): Promise<RespondentItem[]> {
  const before = cutoff.toISOString();
  const { data } = await db()
    .entities.candidate.query.byTemplate({ form_id: formId })
    .where(
      (a, op) =>
        `${op.lt(a.created_at, before)} AND (${op.notExists(a.finished_at)} OR ${op.lt(a.finished_at, before)})`,
    )
    .go({ pages: 'all' });
  return data.slice(0, limit);
}
