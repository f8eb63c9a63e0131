import { RACE_LOST, isConditionFailure, unlessRaceLost } from '../common/conditional';
import { db } from '../db/service';
import type { RespondentItem } from './repo';

/** Which invitation e-mail: the respondent's record and the sending's sequence (its invite_count when queued). */
export interface InvitationKey {
  formId: string;
  emailKey: string;
  seq: number;
}

export type InvitationStatus = NonNullable<RespondentItem['invite_status']>;

/**
 * The worker takes the e-mail: pending → sending, conditional on the status and the sequence, so of two deliveries
 * of one message (SQS delivers at least once) one sends. Null when the e-mail is not pending under that sequence
 * any more (sent, failed, taken by another delivery, or superseded by a newer sending).
 */
export async function claimInvitation(
  key: InvitationKey,
  now: Date,
): Promise<{ claimed: RespondentItem } | { claimed: null; held: boolean }> {
  try {
    const { data } = await db()
      .entities.candidate.patch({ form_id: key.formId, emailKey: key.emailKey })
      .set({ invite_status: 'sending', invite_status_at: now.toISOString() })
      .where((a, op) => `${op.eq(a.invite_status, 'pending')} AND ${op.eq(a.invite_seq, key.seq)}`)
      .go({ response: 'all_new' });
    return { claimed: data as RespondentItem };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // Held: another delivery of this message is sending it now (or stopped half way).
    const { data } = await db()
      .entities.candidate.get({ form_id: key.formId, emailKey: key.emailKey })
      .go({ consistent: true, attributes: ['invite_status', 'invite_seq'] });
    return { claimed: null, held: data?.invite_status === 'sending' && data.invite_seq === key.seq };
  }
}

/**
 * The worker's outcome for an e-mail it holds (or one still pending, `from`): sent, failed with a reason, or back to
 * pending for the queue's next delivery. Conditional on the status and the sequence; false when they moved on.
 */
export async function settleInvitation(
  key: InvitationKey,
  from: InvitationStatus[],
  to: { status: 'sent' } | { status: 'pending' } | { status: 'failed'; reason: string },
  now: Date,
): Promise<boolean> {
  const written = await unlessRaceLost(
    db()
      .entities.candidate.patch({ form_id: key.formId, emailKey: key.emailKey })
      .set({
        invite_status: to.status,
        invite_status_at: now.toISOString(),
        invite_error: to.status === 'failed' ? to.reason : '',
      })
      .where(
        (a, op) => `(${from.map((s) => op.eq(a.invite_status, s)).join(' OR ')}) AND ${op.eq(a.invite_seq, key.seq)}`,
      )
      .go(),
  );
  return written !== RACE_LOST;
}

/** The delivery state of each respondent of an assessment that was invited by e-mail, by address. */
export async function invitationStates(formId: string): Promise<RespondentItem[]> {
  const { data } = await db()
    .entities.candidate.query.byTemplate({ form_id: formId })
    .where((a, op) => op.exists(a.invite_status))
    .go({
      pages: 'all',
      attributes: [
        'email',
        'emailKey',
        'deleted',
        'status',
        'invite_status',
        'invite_error',
        'invite_status_at',
        'invite_seq',
        'deadline_at',
        'reminded_at',
        'auto_reminders',
      ],
    });
  return data as RespondentItem[];
}
