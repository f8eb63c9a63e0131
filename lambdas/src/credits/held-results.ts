import { hasCredits } from '@shared/credits';
import { storedSummaries } from '@shared/sections/by-section';
import { db } from '../db/service';
import { transactWrite } from '../db/transact';
import { statsDelta } from '@shared/results/group-aggregate';
import { isConditionFailure, nextUpdatedAt } from '../common/conditional';
import { demographicsOf, goWithStats } from '../db/group-stats';
import { loadQuota, ownerEmailOf, quotaKeyOf, spendOneCredit, toDomainQuota, type QuotaOwner } from './quota-store';
import { heldDue } from './completion-credit';

/** Held results paid for in one call; the rest wait for the next credit movement or quota read. */
const RELEASE_BATCH = 25;

/**
 * Held results (a respondent completed while no credit could pay): the response is kept and scored, and the
 * employer sees "held" in its place until a credit pays for it. When credits arrive on the holder's quota,
 * each held result, oldest first, is paid in one transaction: the credit (an ADD conditional on it being
 * there), its history row under the completion's event, the respondent released, the held item removed, and
 * the result counted in the assessment's completed count and group aggregate.
 * A release that lost a race to another one changes nothing.
 */
export async function releaseHeldResults(holder: QuotaOwner, now: Date): Promise<number> {
  const key = quotaKeyOf(holder);
  let quota = await loadQuota(holder, now);
  if ((quota.held_count ?? 0) <= 0) return 0;
  const { data: held } = await db().entities.heldResult.query.byQuota({ quotaKey: key }).go({ limit: RELEASE_BATCH });
  let released = 0;
  for (const h of held) {
    if (!hasCredits(toDomainQuota(quota))) break;
    const paying = quota;
    const { data: c } = await db()
      .entities.candidate.get({ form_id: h.form_id, emailKey: h.emailKey })
      .go({ consistent: true });
    const movement = {
      email: ownerEmailOf(holder),
      ...(h.teamId ? { teamId: h.teamId } : {}),
      scope: 'personal' as const,
      variables: { form_id: h.form_id, released: 'true' },
    };
    // Paid, the result joins the completed count and the group aggregate it stayed out of while held, with the
    // summaries as read: the write holds only if the record is unchanged since (a rescore moves its own delta).
    const outcome =
      !c?.credit_held || c.deleted
        ? 'condition_failed'
        : await transactWrite(() =>
            goWithStats(
              db().transaction.write((tx) => [
                ...spendOneCredit(tx, paying, h.eventId, movement, now, { held_count: -1 }),
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
    if (outcome === 'written') released++;
    else await dropIfNoLongerHeld(key, h);
    quota = await loadQuota(holder, now);
  }
  return released;
}

/** A held result whose respondent was cleared or deleted meanwhile needs no credit: its item goes, once. */
async function dropIfNoLongerHeld(key: string, h: { finished_at: string; form_id: string; emailKey: string }) {
  const { data: c } = await db()
    .entities.candidate.get({ form_id: h.form_id, emailKey: h.emailKey })
    .go({ consistent: true });
  if (c?.credit_held && !c.deleted) return;
  await transactWrite(() =>
    db()
      .transaction.write(({ quota, heldResult }) => [
        heldResult
          .delete({ quotaKey: key, finished_at: h.finished_at, form_id: h.form_id, emailKey: h.emailKey })
          .where((a, op) => op.exists(a.eventId))
          .commit(),
        quota.patch({ key }).add({ held_count: -1, version: 1 }).commit(),
      ])
      .go(),
  );
}

/**
 * The sweep's part: held results whose holder's monthly reset came due are paid for as the reset's credits allow
 * (the quota line only reads, so nothing else would), and those still unpaid wait for the next reset.
 * Returns how many were paid.
 */
export async function releaseDueHeldResults(now: Date, limit = RELEASE_BATCH): Promise<number> {
  const { data: due } = await db()
    .entities.heldResult.query.byDue({ sweep_shard: 'held' })
    .lte({ sweep_due: now.toISOString() })
    .go({ limit });
  let released = 0;
  for (const quotaKey of new Set(due.map((h) => h.quotaKey))) {
    const { data: stored } = await db().entities.quota.get({ key: quotaKey }).go({ consistent: true });
    if (!stored) continue;
    const holder: QuotaOwner = quotaKey.startsWith('team:')
      ? { kind: 'team', teamId: quotaKey.slice('team:'.length), ownerEmail: stored.owner }
      : { kind: 'personal', email: stored.owner };
    released += await releaseHeldResults(holder, now);
    const next = heldDue(await loadQuota(holder, now), now);
    for (const h of due.filter((d) => d.quotaKey === quotaKey)) {
      await db()
        .entities.heldResult.patch({
          quotaKey,
          finished_at: h.finished_at,
          form_id: h.form_id,
          emailKey: h.emailKey,
        })
        .set(next)
        .go()
        .catch((err: unknown) => {
          // Paid for just now (the item is gone): nothing to wait for.
          if (!isConditionFailure(err)) throw err;
        });
    }
  }
  return released;
}
