import { emailKey as emailKeyOf } from '@shared/accounts/email';
import { respondentAssessmentId } from '@shared/respondents/invitation';
import type { RespondentLocale } from '@shared/i18n/respondent-locale';
import type { Demographics } from '@shared/results/fair-use';
import { statsDelta } from '@shared/results/group-aggregate';
import type { AssessmentItem } from '../assessments';
import { isConditionFailure } from '../common/conditional';
import { newAccessToken, newRef } from '../common/ids';
import { countedSummaries, demographicsOf, goWithStats } from '../db/group-stats';
import { db } from '../db/service';
import { transactWrite, type TransactionOutcome } from '../db/transact';
import type { RespondentItem } from './repo';

/** A respondent's record as stored (read consistently), or null. */
export async function findRespondent(formId: string, emailKey: string): Promise<RespondentItem | null> {
  const { data } = await db().entities.candidate.get({ form_id: formId, emailKey }).go({ consistent: true });
  return data;
}

/** Several records of one assessment at once (read consistently), those that exist. */
export async function findRespondents(formId: string, emailKeys: string[]): Promise<RespondentItem[]> {
  const { data } = await db()
    .entities.candidate.get(emailKeys.map((key) => ({ form_id: formId, emailKey: key })))
    .go({ consistent: true });
  return data;
}

/** The assessment a public link code names, as the link records it, or null. */
export async function findLinkedAssessmentId(code: string): Promise<string | null> {
  const { data: link } = await db().entities.routeRecord.get({ code }).go();
  return link?.templateId ?? null;
}

/** An assessment as stored (an ordinary read), or null. */
export async function findAssessment(id: string): Promise<AssessmentItem | null> {
  const { data } = await db().entities.template.get({ id }).go();
  return data;
}

/**
 * The link opened: the record's status, first and last access (and the respondent language chosen, if any), conditional on the status as read (a condition
 * failure is thrown to the caller). Returns the record as written.
 */
export async function writeOpened(
  respondent: RespondentItem,
  status: RespondentItem['status'],
  at: string,
  lang?: string,
): Promise<Partial<RespondentItem>> {
  const { data } = await db()
    .entities.candidate.patch({ form_id: respondent.form_id, emailKey: respondent.emailKey })
    .set({
      status,
      last_accessed_at: at,
      joined_at: respondent.joined_at ?? at,
      updated_at: at,
      ...(lang ? { lang } : {}),
    })
    .where((a, op) => op.eq(a.status, respondent.status))
    .go({ response: 'all_new' });
  return data;
}

/** The assessment counts as started (its respondents' link was opened; shared/src/assessments/assessment.ts markTestOpened). */
export async function markAssessmentStarted(
  assessmentId: string,
  started: { is_started_test: true; last_activity_at: string },
): Promise<void> {
  await db().entities.template.patch({ id: assessmentId }).set(started).go();
}

/** The assessment's last activity moves to `at`. */
export async function touchAssessment(assessmentId: string, at: string): Promise<void> {
  await db().entities.template.patch({ id: assessmentId }).set({ last_activity_at: at }).go();
}

/** The invitation's own words, kept on the assessment for the next invitations. */
export async function saveInviteAssessment(
  assessmentId: string,
  inviteAssessment: { sender: string; subject: string; body: string },
): Promise<void> {
  await db().entities.template.patch({ id: assessmentId }).set({ invite_template: inviteAssessment }).go();
}

/**
 * One more reminder counted, conditional on the count as read, so of two requests one counts it. False when
 * another request counted it first.
 */
export async function countReminder(respondent: RespondentItem, now: Date): Promise<boolean> {
  try {
    await db()
      .entities.candidate.patch({ form_id: respondent.form_id, emailKey: respondent.emailKey })
      .set({
        invite_count: (respondent.invite_count ?? 0) + 1,
        reminded_at: now.toISOString(),
        // The reminder waits on the queue under the new count; a message of an earlier sending no longer matches.
        invite_status: 'pending',
        invite_seq: (respondent.invite_count ?? 0) + 1,
        invite_status_at: now.toISOString(),
      })
      .where((a, op) =>
        respondent.invite_count === undefined
          ? op.notExists(a.invite_count)
          : op.eq(a.invite_count, respondent.invite_count),
      )
      .go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * The resume link's sending recorded, conditional on the last sending as read, so of two requests one sends it.
 * False when another request recorded it first.
 */
export async function markResumeSent(respondent: RespondentItem, now: Date): Promise<boolean> {
  try {
    await db()
      .entities.candidate.patch({ form_id: respondent.form_id, emailKey: respondent.emailKey })
      .set({ resume_sent_at: now.toISOString() })
      .where((a, op) =>
        respondent.resume_sent_at ? op.eq(a.resume_sent_at, respondent.resume_sent_at) : op.notExists(a.resume_sent_at),
      )
      .go();
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}

/**
 * The respondent's voluntary answers written on the record as read (conditional on `updated_at`), with the
 * adverse-impact counters moved in the same transaction. The summaries counted stay as they are.
 */
export function writeDemographics(
  c: RespondentItem,
  demographics: Demographics,
  updatedAt: string,
): Promise<TransactionOutcome> {
  // A held result is not in the aggregate yet: its answers join it with the result (credits/held-results.ts).
  const summaries = countedSummaries(c);
  return transactWrite(() =>
    goWithStats(
      db().transaction.write(({ candidate }) => [
        candidate
          .patch({ form_id: c.form_id, emailKey: c.emailKey })
          .set({ demographics, updated_at: updatedAt })
          .where((a, op) => op.eq(a.updated_at, c.updated_at))
          .commit(),
      ]),
      c.form_id,
      statsDelta(summaries, summaries, demographicsOf(c), demographics),
    ),
  );
}

export interface NewRespondent {
  email: string;
  firstname: string;
  lastname: string;
  lang: RespondentLocale;
  send_free_stuff?: boolean;
  /** Public-link registration: the browser's id of this registration (see registerRespondent). */
  registrationId?: string;
  /** Invited by e-mail: the first invitation counts as sent. */
  invited?: boolean;
  /** The candidate's Greenhouse application (docs/ats.md), given at the invitation. */
  greenhouse_application_id?: string;
}

/**
 * One respondent per assessment and e-mail (id = formId-emailKey, spec part 1 §3), at INVITED, with its
 * access token and opaque ref. The record, its ref and the assessment's counts are one transaction,
 * conditional on the record not existing: a retry or a second invitation of the same address writes
 * nothing and counts nothing ('condition_failed').
 */
export function createRespondent(assessment: AssessmentItem, r: NewRespondent, now: Date): Promise<TransactionOutcome> {
  const at = now.toISOString();
  const key = emailKeyOf(r.email);
  const ref = newRef();
  return transactWrite(() =>
    db()
      .transaction.write(({ candidate, candidateRef, template: t }) => [
        candidate
          .create({
            form_id: assessment.id,
            emailKey: key,
            id: respondentAssessmentId(assessment.id, r.email),
            ref,
            accessToken: newAccessToken(),
            ...(r.registrationId ? { registrationId: r.registrationId } : {}),
            ...(r.greenhouse_application_id ? { greenhouse_application_id: r.greenhouse_application_id } : {}),
            email: r.email,
            form_name: assessment.form_name,
            firstname: r.firstname,
            lastname: r.lastname,
            displayName: `${r.firstname} ${r.lastname}`.trim(),
            creator: assessment.creator,
            team_id: assessment.team_id,
            status: 'INVITED',
            lang: r.lang,
            send_free_stuff: r.send_free_stuff ?? false,
            invited_at: at,
            invite_count: r.invited ? 1 : 0,
            // The first invitation waits on the queue (invitation-delivery.ts) under sequence 1.
            ...(r.invited ? { invite_status: 'pending' as const, invite_seq: 1, invite_status_at: at } : {}),
            created_at: at,
            updated_at: at,
          })
          .commit(),
        candidateRef.create({ ref, form_id: assessment.id, emailKey: key }).commit(),
        t
          .patch({ id: assessment.id })
          .add({ candidate_total: 1, invited_total: 1 })
          .set({ last_activity_at: at })
          .commit(),
      ])
      .go(),
  );
}
