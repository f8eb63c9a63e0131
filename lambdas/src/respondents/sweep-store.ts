import { statsDelta } from '@shared/results/group-aggregate';
import { type StoredSummaries } from '@shared/sections/by-section';
import type { TemplateItem } from '../assessments';
import { nextUpdatedAt } from '../common/conditional';
import { countedSummaries, demographicsOf, goWithStats } from '../db/group-stats';
import { db } from '../db/service';
import { transactWrite } from '../db/transact';
import type { CandidateItem } from './repo';

/** The keys of up to `limit` respondents whose work is due by `now`, oldest first (the sweep's index, shard 'due'). */
export async function dueCandidateKeys(now: Date, limit: number): Promise<{ form_id: string; emailKey: string }[]> {
  const { data } = await db()
    .entities.candidate.query.byDue({ sweep_shard: 'due' })
    .lte({ sweep_due: now.toISOString() })
    .go({ limit, attributes: ['form_id', 'emailKey'] });
  return data;
}

/** An assessment as stored, read consistently (deleted ones too), or null. */
export async function findTemplateConsistently(id: string): Promise<TemplateItem | null> {
  const { data } = await db().entities.template.get({ id }).go({ consistent: true });
  return data;
}

/**
 * A scored respondent's new summaries, with the group aggregate moved by the difference in the same
 * transaction; like `patchCandidate`, it holds only if nobody changed the record since it was read.
 */
export async function patchScored(candidate: CandidateItem, after: StoredSummaries, set: Partial<CandidateItem>) {
  const at = nextUpdatedAt(candidate.updated_at, new Date());
  await transactWrite(() =>
    goWithStats(
      db().transaction.write(({ candidate: c }) => [
        c
          .patch({ form_id: candidate.form_id, emailKey: candidate.emailKey })
          .set({ ...set, updated_at: at })
          .where((a, op) => op.eq(a.updated_at, candidate.updated_at))
          .commit(),
      ]),
      candidate.form_id,
      statsDelta(countedSummaries(candidate), candidate.credit_held ? null : after, demographicsOf(candidate)),
    ),
  );
}

/** A write that holds only if nobody changed the record since it was read. */
export async function patchCandidate(candidate: CandidateItem, set: Partial<CandidateItem>) {
  const at = nextUpdatedAt(candidate.updated_at, new Date());
  await db()
    .entities.candidate.patch({ form_id: candidate.form_id, emailKey: candidate.emailKey })
    .set({ ...set, updated_at: at })
    .where((a, op) => op.eq(a.updated_at, candidate.updated_at))
    .go();
}
