import { statsDelta } from '@shared/results/group-aggregate';
import { countedSummaries, demographicsOf, goWithStats } from '../db/group-stats';
import { db } from '../db/service';
import { transactWrite, type TransactionOutcome } from '../db/transact';
import type { RespondentItem } from './repo';

/** Where a respondent's opaque ref points: the record's keys, or null. */
export async function findRef(ref: string): Promise<{ form_id: string; emailKey: string } | null> {
  const { data } = await db().entities.candidateRef.get({ ref }).go();
  return data;
}

/** The record's confirmation code, written only if it has none yet (a condition failure otherwise). */
export async function writeConfirmCode(respondent: RespondentItem, code: string): Promise<void> {
  await db()
    .entities.candidate.patch({ form_id: respondent.form_id, emailKey: respondent.emailKey })
    .set({ confirmCode: code })
    .where((a, op) => op.notExists(a.confirmCode))
    .go();
}

/**
 * The address confirmed and the access token replaced, conditional on the token as read and on no confirmation
 * yet (a condition failure when a concurrent click confirmed it first).
 */
export async function writeConfirmed(
  respondent: RespondentItem,
  accessToken: string,
  confirmedAt: string,
  at: string,
): Promise<void> {
  const keys = { form_id: respondent.form_id, emailKey: respondent.emailKey };
  await db()
    .entities.candidate.patch(keys)
    .set({ accessToken, email_confirmed_at: confirmedAt, updated_at: at })
    .where((a, op) => `${op.eq(a.accessToken, respondent.accessToken)} AND ${op.notExists(a.email_confirmed_at)}`)
    .go();
}

/**
 * The confirmation that sets aside what was answered before it (email-proof.ts confirmEmail), in one transaction
 * conditional on the record as read and on no confirmation yet: the record back at INVITED with the attempt kept,
 * and, when the attempt was counted, the completed count and the group figures moved back with it.
 */
export function writeSetAside({
  candidate,
  accessToken,
  setAside,
  wasCounted,
  confirmedAt,
  at,
}: {
  candidate: RespondentItem;
  accessToken: string;
  setAside: Record<string, unknown>;
  wasCounted: boolean;
  confirmedAt: string;
  at: string;
}): Promise<TransactionOutcome> {
  const keys = { form_id: candidate.form_id, emailKey: candidate.emailKey };
  return transactWrite(() =>
    goWithStats(
      db().transaction.write(({ candidate: record, template }) => [
        record
          .patch(keys)
          .set({
            accessToken,
            email_confirmed_at: confirmedAt,
            status: 'INVITED',
            section_states: {},
            answers: {},
            summaries: {},
            comments: {},
            is_started_test: false,
            credit_held: false,
            attempts: [...((candidate.attempts as unknown[] | undefined) ?? []), setAside],
            sweep_shard: '',
            sweep_due: '',
            updated_at: at,
          })
          .remove(['score', 'rating', 'started_test_at', 'finished_at', 'demographics'])
          .where((a, op) => `${op.eq(a.updated_at, candidate.updated_at)} AND ${op.notExists(a.email_confirmed_at)}`)
          .commit(),
        ...(wasCounted
          ? [
              template
                .patch({ id: candidate.form_id })
                .add({ completed_total: -1 })
                .set({ last_activity_at: at })
                .commit(),
            ]
          : []),
      ]),
      candidate.form_id,
      wasCounted ? statsDelta(countedSummaries(candidate), null, demographicsOf(candidate)) : {},
    ),
  );
}
