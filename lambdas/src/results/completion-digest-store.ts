import type { EntityItem } from 'electrodb';
import { db } from '../db/service';
import type { CompletionDigestEntity } from '../db/entities/completion-digest';
import type { CompletionNoticeEntity } from '../db/entities/completion-notice';
import type { RespondentItem } from '../db/entities/candidate';
import type { AssessmentItem } from '../assessments';
import { isConditionFailure } from '../common/conditional';

export type CompletionDigestItem = EntityItem<typeof CompletionDigestEntity>;

/** The start of the UTC day after `day` (YYYY-MM-DD): when that day's digest falls due. */
function dayAfter(day: string): string {
  const next = new Date(`${day}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString();
}

/**
 * Counts one completion into the owner's digest of `day` and makes it due when the day ends. A digest already sent
 * (a completion that began before midnight and is written after its day's digest went) counts into the next day's.
 */
export async function addToDigest(input: {
  ownerKey: string;
  email: string;
  day: string;
  formId: string;
  now: Date;
}): Promise<void> {
  const add = (day: string) =>
    db()
      .entities.completionDigest.update({ ownerKey: input.ownerKey, day })
      .add({ count: 1, forms: [input.formId] })
      .set({ email: input.email, sweep_shard: 'digest', sweep_due: dayAfter(day) })
      .where((a, op) => op.notExists(a.sent_at))
      .go();
  try {
    await add(input.day);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    await add(dayAfter(input.day).slice(0, 10));
  }
}

/** Digests whose day is over and that were not sent, oldest first (shard 'digest' of the sweep's index). */
export async function dueDigests(now: Date, limit: number): Promise<CompletionDigestItem[]> {
  const { data } = await db()
    .entities.completionDigest.query.byDue({ sweep_shard: 'digest' })
    .lte({ sweep_due: now.toISOString() })
    .go({ limit });
  return data;
}

/** Takes a due digest out of the index and marks it sent, if nobody did; false when another run has it. */
export async function claimDueDigest(digest: CompletionDigestItem, at: string): Promise<boolean> {
  try {
    await db()
      .entities.completionDigest.patch({ ownerKey: digest.ownerKey, day: digest.day })
      .set({ sweep_shard: '', sweep_due: '', sent_at: at })
      .where((a, op) => `${op.eq(a.sweep_due, digest.sweep_due ?? '')} AND ${op.notExists(a.sent_at)}`)
      .go();
    return true;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return false;
  }
}

/** A digest whose send failed goes back to the index, due now, for the next run. */
export async function releaseDigest(digest: CompletionDigestItem, at: string): Promise<void> {
  await db()
    .entities.completionDigest.patch({ ownerKey: digest.ownerKey, day: digest.day })
    .set({ sweep_shard: 'digest', sweep_due: digest.sweep_due ?? at })
    .remove(['sent_at'])
    .where((a, op) => op.eq(a.sent_at, at))
    .go()
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error;
    });
}

/** The names of the assessments a digest is about (deleted ones left out), in the given order. */
export async function formNames(ids: string[]): Promise<string[]> {
  const names: string[] = [];
  for (const id of ids) {
    const { data } = await db().entities.template.get({ id }).go();
    if (data && !data.deleted) names.push(data.form_name);
  }
  return names;
}

export type CompletionNoticeItem = EntityItem<typeof CompletionNoticeEntity>;

/** A completion e-mail to send, due now in the sweep's index (shard 'notice'); kept a week, then removed by TTL. */
export async function queueNotice(input: {
  ownerKey: string;
  email: string;
  formId: string;
  respondentKey: string;
  now: Date;
}): Promise<void> {
  const at = input.now.toISOString();
  await db()
    .entities.completionNotice.put({
      ownerKey: input.ownerKey,
      form_id: input.formId,
      emailKey: input.respondentKey,
      email: input.email,
      created_at: at,
      expiresAt: Math.floor(input.now.getTime() / 1000) + 7 * 86400,
      sweep_shard: 'notice',
      sweep_due: at,
    })
    .go();
}

/** Completion e-mails waiting, oldest first. */
export async function dueNotices(now: Date, limit: number): Promise<CompletionNoticeItem[]> {
  const { data } = await db()
    .entities.completionNotice.query.byDue({ sweep_shard: 'notice' })
    .lte({ sweep_due: now.toISOString() })
    .go({ limit });
  return data;
}

const noticeKeys = (n: CompletionNoticeItem) => ({ ownerKey: n.ownerKey, form_id: n.form_id, emailKey: n.emailKey });

/** Takes a waiting e-mail out of the index, if no other run did; false when another run has it. */
export async function claimNotice(notice: CompletionNoticeItem, at: string): Promise<boolean> {
  try {
    await db()
      .entities.completionNotice.patch(noticeKeys(notice))
      .set({ sweep_shard: '', sweep_due: '', sent_at: at })
      .where((a, op) => op.eq(a.sweep_due, notice.sweep_due ?? ''))
      .go();
    return true;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return false;
  }
}

/** An e-mail whose send failed waits again for the next run. */
export async function releaseNotice(notice: CompletionNoticeItem, at: string): Promise<void> {
  await db()
    .entities.completionNotice.patch(noticeKeys(notice))
    .set({ sweep_shard: 'notice', sweep_due: notice.sweep_due ?? at })
    .remove(['sent_at'])
    .where((a, op) => op.eq(a.sent_at, at))
    .go()
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error;
    });
}

/** The assessment and the respondent a waiting e-mail is about (null when either is gone). */
export async function noticeSubjects(
  notice: CompletionNoticeItem,
): Promise<{ template: AssessmentItem; respondent: RespondentItem } | null> {
  const [{ data: template }, { data: respondent }] = await Promise.all([
    db().entities.template.get({ id: notice.form_id }).go(),
    db().entities.candidate.get({ form_id: notice.form_id, emailKey: notice.emailKey }).go(),
  ]);
  if (!template || template.deleted || !respondent || respondent.deleted) return null;
  return { template, respondent };
}
