import type { EntityItem } from 'electrodb';
import { storedSummaries } from '@shared/sections/by-section';
import { statsDelta } from '@shared/results/group-aggregate';
import { db } from '../db/service';
import type { HeldResultEntity } from '../db/entities/held-result';
import type { RespondentEntity } from '../db/entities/candidate';
import { transactWrite, type TransactionOutcome } from '../db/transact';
import { isConditionFailure, nextUpdatedAt } from '../common/conditional';
import { demographicsOf, goWithStats } from '../db/group-stats';
import { spendOneCredit, type Movement, type CreditBalanceItem } from './credit-balance-store';

export type HeldResultItem = EntityItem<typeof HeldResultEntity>;
type HeldRef = Pick<HeldResultItem, 'finished_at' | 'form_id' | 'emailKey'>;
/** The held respondent as stored, read to decide and to condition the release on. */
export type HeldRespondent = EntityItem<typeof RespondentEntity>;

/** A holder's held results, oldest first. */
export async function heldResultsOf(creditBalanceKey: string, limit: number): Promise<HeldResultItem[]> {
  const { data } = await db().entities.heldResult.query.byQuota({ quotaKey: creditBalanceKey }).go({ limit });
  return data;
}

/** Held results whose wait is over (the sweep's), at most `limit`. */
export async function dueHeldResults(now: Date, limit: number): Promise<HeldResultItem[]> {
  const { data } = await db()
    .entities.heldResult.query.byDue({ sweep_shard: 'held' })
    .lte({ sweep_due: now.toISOString() })
    .go({ limit });
  return data;
}

export async function loadHeldRespondent(h: HeldRef): Promise<HeldRespondent | null> {
  const { data } = await db()
    .entities.candidate.get({ form_id: h.form_id, emailKey: h.emailKey })
    .go({ consistent: true });
  return data ?? null;
}

/**
 * One transaction pays a held result: the credit and its history row under the completion's event, the
 * respondent released (only while held and unchanged since `c` was read), the held item removed, and the result
 * counted in the assessment's completed count and, with the summaries as read, its group aggregate. The paying quota
 * is the holder's (`quotaKey`), or a team's paying for its result held on the owner's quota; the holder's held count
 * goes down either way.
 */
export async function payHeldResult(options: {
  quotaKey: string;
  paying: CreditBalanceItem;
  held: HeldResultItem;
  respondent: HeldRespondent;
  movement: Omit<Movement, 'credits' | 'type'>;
  now: Date;
}): Promise<TransactionOutcome> {
  const { quotaKey: key, paying, held: h, respondent: c, movement, now } = options;
  return transactWrite(() =>
    goWithStats(
      db().transaction.write((tx) => [
        ...(paying.key === key
          ? spendOneCredit(tx, paying, h.eventId, movement, now, { held_count: -1 })
          : [
              ...spendOneCredit(tx, paying, h.eventId, movement, now),
              tx.quota.patch({ key }).add({ held_count: -1, version: 1 }).commit(),
            ]),
        tx.candidate
          .patch({ form_id: h.form_id, emailKey: h.emailKey })
          .set({ credit_held: false, updated_at: nextUpdatedAt(c.updated_at, now) })
          .where((a, op) => `${op.eq(a.credit_held, true)} AND ${op.eq(a.updated_at, c.updated_at)}`)
          .commit(),
        tx.heldResult
          .delete({ quotaKey: key, finished_at: h.finished_at, form_id: h.form_id, emailKey: h.emailKey })
          .where((a, op) => op.exists(a.eventId))
          .commit(),
        tx.template.patch({ id: h.form_id }).add({ completed_total: 1 }).commit(),
      ]),
      h.form_id,
      statsDelta(null, c.summaries === undefined ? undefined : storedSummaries(c.summaries), demographicsOf(c)),
    ),
  );
}

/** Removes a held result's item and its count on the holder's quota, once (only while the item exists). */
export async function dropHeldResult(creditBalanceKey: string, h: HeldRef): Promise<void> {
  await transactWrite(() =>
    db()
      .transaction.write(({ quota, heldResult }) => [
        heldResult
          .delete({ quotaKey: creditBalanceKey, finished_at: h.finished_at, form_id: h.form_id, emailKey: h.emailKey })
          .where((a, op) => op.exists(a.eventId))
          .commit(),
        quota.patch({ key: creditBalanceKey }).add({ held_count: -1, version: 1 }).commit(),
      ])
      .go(),
  );
}

/** Sets when a held result is looked at again; one paid for meanwhile (its item gone) is left alone. */
export async function setHeldResultDue(
  creditBalanceKey: string,
  h: HeldRef,
  due: { sweep_shard: 'held'; sweep_due: string },
): Promise<void> {
  await db()
    .entities.heldResult.patch({
      quotaKey: creditBalanceKey,
      finished_at: h.finished_at,
      form_id: h.form_id,
      emailKey: h.emailKey,
    })
    .set(due)
    .go()
    .catch((err: unknown) => {
      if (!isConditionFailure(err)) throw err;
    });
}

/** Every held result of a holder. */
export async function allHeldResultsOf(creditBalanceKey: string): Promise<HeldResultItem[]> {
  const { data } = await db().entities.heldResult.query.byQuota({ quotaKey: creditBalanceKey }).go({ pages: 'all' });
  return data;
}

/**
 * One transaction moves a held result to another holder: the item is stored under the new holder and removed from
 * the old one (only while it exists there), and each holder's count moves with it.
 */
export async function moveHeldResult(h: HeldResultItem, fromKey: string, toKey: string, now: Date): Promise<void> {
  await transactWrite(() =>
    db()
      .transaction.write(({ heldResult, quota }) => [
        heldResult.create({ ...h, quotaKey: toKey }).commit(),
        heldResult
          .delete({ quotaKey: fromKey, finished_at: h.finished_at, form_id: h.form_id, emailKey: h.emailKey })
          .where((a, op) => op.exists(a.eventId))
          .commit(),
        quota.patch({ key: toKey }).add({ held_count: 1, version: 1 }).set({ updated_at: now.toISOString() }).commit(),
        quota.patch({ key: fromKey }).add({ held_count: -1, version: 1 }).commit(),
      ])
      .go(),
  );
}
