import { timingSafeEqual } from 'node:crypto';
import { DomainError } from '@shared/errors';
import { RACE_LOST, isConditionFailure, nextUpdatedAt, retryOnRace, unlessRaceLost } from '../common/conditional';
import { findRef, writeConfirmCode, writeConfirmed, writeSetAside } from './email-proof-store';
import { newAccessToken } from '../common/ids';
import { confirmLink, personalLink } from '../common/web-url';
import type { CandidateItem } from './repo';
import { findCandidate, findTemplate } from './respondent-store';

/**
 * A respondent's e-mail is proven only by its inbox. Someone who registers an address on a public link holds that
 * record's token without proving anything, so what is e-mailed to the address is never that token: it is a
 * confirmation link, and opening it confirms the address and replaces the token, so a token handed out at
 * registration stops working (issue: respondent e-mail proof). Records the employer created by invitation were never
 * handed to anyone but the inbox: their e-mails carry the personal link as before.
 */
export async function inboxLink(candidate: CandidateItem, publicCode: string): Promise<string> {
  if (!candidate.registrationId || candidate.email_confirmed_at) return personalLink(publicCode, candidate.accessToken);
  return confirmLink(candidate.ref ?? '', await confirmCodeOf(candidate));
}

/** The record's confirmation code, made once (a second e-mail carries the same link, so older mails keep working). */
async function confirmCodeOf(candidate: CandidateItem): Promise<string> {
  if (candidate.confirmCode) return candidate.confirmCode;
  const code = newAccessToken();
  try {
    await writeConfirmCode(candidate, code);
    return code;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const data = await findCandidate(candidate.form_id, candidate.emailKey);
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
export async function confirmEmail(ref: string, code: string, now: Date): Promise<CandidateItem> {
  return retryOnRace(async () => {
    const pointer = await findRef(ref);
    if (!pointer) throw new DomainError('CONFIRM_LINK_INVALID');
    const candidate = await findCandidate(pointer.form_id, pointer.emailKey);
    if (!candidate || candidate.deleted || !candidate.confirmCode || !same(candidate.confirmCode, code))
      throw new DomainError('CONFIRM_LINK_INVALID');
    if (candidate.email_confirmed_at) return candidate;
    const accessToken = newAccessToken();
    const at = nextUpdatedAt(candidate.updated_at, now);
    const keys = { form_id: candidate.form_id, emailKey: candidate.emailKey };
    if (!answeredUnder(candidate)) {
      // A concurrent click that confirmed it first makes this fail: read the record again and lead to its token.
      const written = await unlessRaceLost(writeConfirmed(candidate, accessToken, now.toISOString(), at));
      return written === RACE_LOST
        ? RACE_LOST
        : { ...candidate, accessToken, email_confirmed_at: now.toISOString(), updated_at: at };
    }
    const setAside = {
      status: candidate.status,
      answers: candidate.answers ?? {},
      summaries: candidate.summaries ?? {},
      comments: candidate.comments ?? {},
      section_states: candidate.section_states ?? {},
      score: candidate.score ?? null,
      rating: candidate.rating ?? null,
      credit_held: candidate.credit_held ?? false,
      joined_at: candidate.joined_at ?? null,
      started_test_at: candidate.started_test_at ?? null,
      finished_at: candidate.finished_at ?? null,
      email_unconfirmed: true,
      set_aside_at: at,
    };
    // A held result never joined the completed count or the group figures, so it leaves neither.
    const wasCounted = (candidate.status === 'COMPLETED' || candidate.status === 'RECOMPUTE') && !candidate.credit_held;
    const outcome = await writeSetAside({
      candidate,
      accessToken,
      setAside,
      wasCounted,
      confirmedAt: now.toISOString(),
      at,
    });
    if (outcome !== 'written') return RACE_LOST;
    const fresh = await findCandidate(keys.form_id, keys.emailKey);
    return fresh ?? RACE_LOST;
  });
}

/** Whether anything was answered or started under the record: a test opened but not started has nothing to set aside. */
function answeredUnder(c: CandidateItem): boolean {
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
  const candidate = await confirmEmail(ref, code, now);
  const template = await findTemplate(candidate.form_id);
  if (!template?.publicCode || template.deleted) throw new DomainError('CONFIRM_LINK_INVALID');
  return { code: template.publicCode, token: candidate.accessToken };
}
