import { timingSafeEqual } from 'node:crypto';
import { DomainError } from '@shared/errors';
import { RACE_LOST, isConditionFailure, nextUpdatedAt, retryOnRace, unlessRaceLost } from '../common/conditional';
import { findRef, writeConfirmCode, writeConfirmed, writeSetAside } from './email-proof-store';
import { newAccessToken } from '../common/ids';
import { confirmLink, personalLink } from '../common/web-url';
import type { RespondentItem } from './repo';
import { findRespondent, findAssessment } from './respondent-store';

/**
 * A respondent's e-mail is proven only by its inbox. Someone who registers an address on a public link holds that
 * record's token without proving anything, so what is e-mailed to the address is never that token: it is a
 * confirmation link, and opening it confirms the address and replaces the token, so a token handed out at
 * registration stops working (issue: respondent e-mail proof). Records the employer created by invitation were never
 * handed to anyone but the inbox: their e-mails carry the personal link as before.
 */
export async function inboxLink(respondent: RespondentItem, publicCode: string): Promise<string> {
  if (!respondent.registrationId || respondent.email_confirmed_at)
    return personalLink(publicCode, respondent.accessToken);
  return confirmLink(respondent.ref ?? '', await confirmCodeOf(respondent));
}

/** The record's confirmation code, made once (a second e-mail carries the same link, so older mails keep working). */
async function confirmCodeOf(respondent: RespondentItem): Promise<string> {
  if (respondent.confirmCode) return respondent.confirmCode;
  const code = newAccessToken();
  try {
    await writeConfirmCode(respondent, code);
    return code;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const data = await findRespondent(respondent.form_id, respondent.emailKey);
    if (!data?.confirmCode) throw error;
    return data.confirmCode;
  }
}

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Opening the confirmation link: the first time, the address is confirmed and the access token replaced (both
 * conditional on the record as read, so two clicks at once replace it once); afterwards the link leads to the
 * current token. A wrong code, an unknown or removed respondent: 'This confirmation link is not valid'.
 *
 * A confirmation never vouches for answers given before it: whoever typed the address on the public link may not
 * own it. Anything answered under the record until then is set aside as an attempt marked `email_unconfirmed` (kept
 * for the employer, who sees it counted on the respondent, never shown to the respondent) and the confirmed person
 * starts afresh, as after the employer's reset. A completed attempt leaves the completed count and the group
 * figures in the same transaction.
 */
export async function confirmEmail(ref: string, code: string, now: Date): Promise<RespondentItem> {
  return retryOnRace(async () => {
    const pointer = await findRef(ref);
    if (!pointer) throw new DomainError('CONFIRM_LINK_INVALID');
    const respondent = await findRespondent(pointer.form_id, pointer.emailKey);
    if (!respondent || respondent.deleted || !respondent.confirmCode || !same(respondent.confirmCode, code))
      throw new DomainError('CONFIRM_LINK_INVALID');
    if (respondent.email_confirmed_at) return respondent;
    const accessToken = newAccessToken();
    const at = nextUpdatedAt(respondent.updated_at, now);
    const keys = { form_id: respondent.form_id, emailKey: respondent.emailKey };
    if (!answeredUnder(respondent)) {
      // A concurrent click that confirmed it first makes this fail: read the record again and lead to its token.
      const written = await unlessRaceLost(writeConfirmed(respondent, accessToken, now.toISOString(), at));
      return written === RACE_LOST
        ? RACE_LOST
        : { ...respondent, accessToken, email_confirmed_at: now.toISOString(), updated_at: at };
    }
    const setAside = {
      status: respondent.status,
      answers: respondent.answers ?? {},
      summaries: respondent.summaries ?? {},
      comments: respondent.comments ?? {},
      section_states: respondent.section_states ?? {},
      score: respondent.score ?? null,
      rating: respondent.rating ?? null,
      credit_held: respondent.credit_held ?? false,
      joined_at: respondent.joined_at ?? null,
      started_test_at: respondent.started_test_at ?? null,
      finished_at: respondent.finished_at ?? null,
      email_unconfirmed: true,
      set_aside_at: at,
    };
    // A held result never joined the completed count or the group figures, so it leaves neither.
    const wasCounted =
      (respondent.status === 'COMPLETED' || respondent.status === 'RECOMPUTE') && !respondent.credit_held;
    const outcome = await writeSetAside({
      candidate: respondent,
      accessToken,
      setAside,
      wasCounted,
      confirmedAt: now.toISOString(),
      at,
    });
    if (outcome !== 'written') return RACE_LOST;
    const fresh = await findRespondent(keys.form_id, keys.emailKey);
    return fresh ?? RACE_LOST;
  });
}

/** Whether anything was answered or started under the record: a test opened but not started has nothing to set aside. */
function answeredUnder(c: RespondentItem): boolean {
  const has = (v: unknown) => typeof v === 'object' && v !== null && Object.keys(v).length > 0;
  return (
    c.is_started_test === true ||
    c.status === 'IN_PROGRESS' ||
    c.status === 'COMPLETED' ||
    c.status === 'RECOMPUTE' ||
    has(c.section_states) ||
    has(c.answers)
  );
}

/** /confirm-canditate: the e-mailed link proves the inbox; the respondent continues with their new token. */
export async function confirmInboxLink({
  ref,
  code,
  now,
}: {
  ref: string;
  code: string;
  now: Date;
}): Promise<{ code: string; token: string }> {
  const respondent = await confirmEmail(ref, code, now);
  const assessment = await findAssessment(respondent.form_id);
  if (!assessment?.publicCode || assessment.deleted) throw new DomainError('CONFIRM_LINK_INVALID');
  return { code: assessment.publicCode, token: respondent.accessToken };
}
