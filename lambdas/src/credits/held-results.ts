import { hasCredits } from '@shared/credits';
import { db } from '../db/service';
import { transactWrite } from '../db/transact';
import { loadQuota, ownerEmailOf, quotaKeyOf, spendOneCredit, toDomainQuota, type QuotaOwner } from './quota-store';

/** Held results paid for in one call; the rest wait for the next credit movement or quota read. */
const RELEASE_BATCH = 25;

/**
 * Held results (a respondent completed while no credit could pay): the response is kept and scored, and the
 * employer sees "held" in its place until a credit pays for it. When credits arrive on the holder's quota,
 * each held result, oldest first, is paid in one transaction: the credit (an ADD conditional on it being
 * there), its history row under the completion's event, the respondent released and the held item removed.
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
    const movement = { email: ownerEmailOf(holder), ...(h.teamId ? { teamId: h.teamId } : {}), scope: 'personal' as const, variables: { form_id: h.form_id, released: 'true' } };
    const outcome = await transactWrite(() =>
      db()
        .transaction.write((tx) => [
          ...spendOneCredit(tx, paying, h.eventId, movement, now, { held_count: -1 }),
          tx.candidate
            .patch({ form_id: h.form_id, emailKey: h.emailKey })
            .set({ credit_held: false })
            .where((a, op) => op.eq(a.credit_held, true))
            .commit(),
          tx.heldResult.delete({ quotaKey: key, finished_at: h.finished_at, form_id: h.form_id, emailKey: h.emailKey }).where((a, op) => op.exists(a.eventId)).commit(),
        ])
        .go(),
    );
    if (outcome === 'written') released++;
    else await dropIfNoLongerHeld(key, h);
    quota = await loadQuota(holder, now);
  }
  return released;
}

/** A held result whose respondent was cleared or deleted meanwhile needs no credit: its item goes, once. */
async function dropIfNoLongerHeld(key: string, h: { finished_at: string; form_id: string; emailKey: string }) {
  const { data: c } = await db().entities.candidate.get({ form_id: h.form_id, emailKey: h.emailKey }).go({ consistent: true });
  if (c?.credit_held && !c.deleted) return;
  await transactWrite(() =>
    db()
      .transaction.write(({ quota, heldResult }) => [
        heldResult.delete({ quotaKey: key, finished_at: h.finished_at, form_id: h.form_id, emailKey: h.emailKey }).where((a, op) => op.exists(a.eventId)).commit(),
        quota.patch({ key }).add({ held_count: -1, version: 1 }).commit(),
      ])
      .go(),
  );
}
