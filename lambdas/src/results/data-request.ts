import { timingSafeEqual } from 'node:crypto';
import { DomainError } from '@shared/errors';
import { DATA_REQUEST_BUDGETS } from '@shared/constants/budgets';
import type { RespondentDataCopy } from '@shared/routes/result-schemas';
import { isConditionFailure } from '../common/conditional';
import { ipScope, reserveBudgets } from '../common/daily-cap';
import { newAccessToken } from '../common/ids';
import { webUrl } from '../common/web-url';
import type { RespondentItem } from '../db/entities/candidate';
import { eraseRespondentRecord } from './erase-respondent';
import { findAssessmentOf, findRespondentByRef, writeDataCode } from './data-request-store';
import { findRespondent } from './result-store';

/**
 * A respondent's own request for their data (docs/privacy.md "A respondent's own request"): every e-mail the product
 * sends a respondent carries a "your data" link, `/my-data#<ref>.<code>`, with a random code made once per record.
 * Only the inbox holds it (it is never shown on a screen and differs from the test's access token), so opening it
 * proves the address the way the confirmation link does. With it the respondent downloads a copy of what they gave,
 * or deletes it: the same erasure as the employer's delete, recorded with the reason `respondent_request`.
 */
export async function dataRequestLink(respondent: RespondentItem): Promise<string> {
  if (!respondent.ref) return '';
  return `${webUrl()}/my-data#${respondent.ref}.${await dataCodeOf(respondent)}`;
}

/** The record's code, made once (every e-mail carries the same link, so older e-mails keep working). */
async function dataCodeOf(respondent: RespondentItem): Promise<string> {
  if (respondent.dataCode) return respondent.dataCode;
  const code = newAccessToken();
  try {
    await writeDataCode(respondent, code);
    return code;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const data = await findRespondent(respondent.form_id, respondent.emailKey);
    if (!data?.dataCode) throw error;
    return data.dataCode;
  }
}

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The record the link names, after the day's budgets; a wrong code, an unknown or deleted record are all one error. */
async function openDataLink(token: string, sourceIp: string, now: Date): Promise<RespondentItem> {
  const budgets = [
    { scope: ipScope('data-request', sourceIp), cap: DATA_REQUEST_BUDGETS.perIp },
    { scope: 'data-request#all', cap: DATA_REQUEST_BUDGETS.deployment },
  ];
  if (await reserveBudgets(budgets, 1, now)) throw new DomainError('DATA_REQUEST_DAILY_LIMIT');
  const dot = token.indexOf('.');
  const ref = token.slice(0, dot);
  const code = token.slice(dot + 1);
  const respondent = dot > 0 ? await findRespondentByRef(ref) : null;
  if (!respondent || respondent.deleted || !respondent.dataCode || !same(respondent.dataCode, code))
    throw new DomainError('DATA_LINK_INVALID');
  return respondent;
}

/**
 * A copy of what the respondent gave: who they said they are, their answers and comments as they gave them, and
 * when. Scores and summaries are left out: they are computed against the company's own answers, which no
 * respondent-facing route carries (docs/privacy.md says where to ask for them).
 */
export async function readOwnData({
  token,
  sourceIp,
  now,
}: {
  token: string;
  sourceIp: string;
  now: Date;
}): Promise<RespondentDataCopy> {
  const r = await openDataLink(token, sourceIp, now);
  return {
    assessment: r.form_name ?? '',
    respondent: {
      email: r.email,
      firstname: r.firstname ?? '',
      lastname: r.lastname ?? '',
      language: r.lang ?? 'en',
      demographics: (r.demographics as Record<string, unknown> | undefined) ?? null,
      marketing_consent: r.send_free_stuff ?? false,
    },
    status: r.status,
    invited_at: r.invited_at ?? null,
    started_at: r.started_test_at ?? null,
    finished_at: r.finished_at ?? null,
    answers: (r.answers as Record<string, unknown> | undefined) ?? {},
    comments: (r.comments as Record<string, unknown> | undefined) ?? {},
    copied_at: now.toISOString(),
  };
}

/** The respondent deletes their record, exactly as the employer's delete does (results/erase-respondent.ts). */
export async function eraseOwnData({
  token,
  sourceIp,
  now,
}: {
  token: string;
  sourceIp: string;
  now: Date;
}): Promise<{ ok: true }> {
  const respondent = await openDataLink(token, sourceIp, now);
  const assessment = await findAssessmentOf(respondent);
  if (!assessment) throw new DomainError('DATA_LINK_INVALID');
  await eraseRespondentRecord({ assessment, respondent, reason: 'respondent_request', actor: 'respondent', now });
  return { ok: true };
}
