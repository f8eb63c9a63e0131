import { timingSafeEqual } from 'node:crypto';
import { DomainError } from '@shared/errors';
import { db } from '../db/service';
import { RACE_LOST, isConditionFailure, retryOnRace, unlessRaceLost } from '../shared/conditional';
import { newAccessToken } from '../shared/ids';
import { confirmLink, personalLink } from '../shared/web-url';
import type { CandidateItem } from './repo';

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
    await db()
      .entities.candidate.patch({ form_id: candidate.form_id, emailKey: candidate.emailKey })
      .set({ confirmCode: code })
      .where((a, op) => op.notExists(a.confirmCode))
      .go();
    return code;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const { data } = await db().entities.candidate.get({ form_id: candidate.form_id, emailKey: candidate.emailKey }).go({ consistent: true });
    if (!data?.confirmCode) throw error;
    return data.confirmCode;
  }
}

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Opening the confirmation link: the first time, the address is confirmed and the access token replaced (both
 * conditional on the record as read, so two clicks at once replace it once); afterwards the link leads to the
 * current token. A wrong code, an unknown or removed respondent: 'This confirmation link is not valid'.
 */
export async function confirmEmail(ref: string, code: string, now: Date): Promise<CandidateItem> {
  return retryOnRace(async () => {
    const { data: pointer } = await db().entities.candidateRef.get({ ref }).go();
    if (!pointer) throw new DomainError('CONFIRM_LINK_INVALID');
    const { data: candidate } = await db().entities.candidate.get({ form_id: pointer.form_id, emailKey: pointer.emailKey }).go({ consistent: true });
    if (!candidate || candidate.deleted || !candidate.confirmCode || !same(candidate.confirmCode, code)) throw new DomainError('CONFIRM_LINK_INVALID');
    if (candidate.email_confirmed_at) return candidate;
    const accessToken = newAccessToken();
    // A concurrent click that confirmed it first makes this fail: read the record again and lead to its token.
    const written = await unlessRaceLost(
      db()
        .entities.candidate.patch({ form_id: candidate.form_id, emailKey: candidate.emailKey })
        .set({ accessToken, email_confirmed_at: now.toISOString(), updated_at: now.toISOString() })
        .where((a, op) => `${op.eq(a.accessToken, candidate.accessToken)} AND ${op.notExists(a.email_confirmed_at)}`)
        .go(),
    );
    return written === RACE_LOST ? RACE_LOST : { ...candidate, accessToken, email_confirmed_at: now.toISOString() };
  });
}
