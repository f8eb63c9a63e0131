import type { RespondentRow } from '@shared/routes';
import { bySection, storedSummaries } from '@shared/sections/by-section';
import { invitationStage, isTemporaryEmail } from '@shared/respondents/invitation';
import { respondentLocaleOr } from '@shared/i18n/locale-schema';
import { DomainError } from '@shared/errors';
import type { SectionKind } from '@shared/sections/kinds';
import { statsDelta } from '@shared/results/group-aggregate';
import { leaningStyle } from '@shared/sections/work-style-identifier/summary';
import { nextUpdatedAt } from '../common/conditional';
import { putAuditEvent, type AuditRequest } from '../db/audit';
import { db } from '../db/service';
import { transactWrite, type TransactionOutcome } from '../db/transact';
import { demographicsOf, goWithStats } from '../db/group-stats';
import { sectionsOf, type AssessmentItem } from '../assessments';
import type { completionCreditItems } from '../credits';
import {
  sectionTimes,
  statesOf,
  type RespondentItem,
  type StoredSectionStates,
  type SweepFields,
} from '../db/entities/candidate';
import type { Summaries } from './score-respondent';

/** Sections closed out of the assessment's sections (0 to 100); a completed respondent is at 100. */
export function respondentProgress(c: RespondentItem, sections: readonly SectionKind[]): number {
  if (c.status === 'COMPLETED' || c.status === 'RECOMPUTE') return 100;
  if (sections.length === 0) return 0;
  const states = statesOf(c);
  const closed = sections.filter((k) => states[k]?.status === 'completed').length;
  return Math.round((closed / sections.length) * 100);
}

/** The row the employer sees; `id` is the opaque ref (older records without one keep their stored id). */
export function toRespondentRow(c: RespondentItem, assessment: AssessmentItem, now: Date = new Date()): RespondentRow {
  return {
    id: c.ref ?? c.id,
    form_id: c.form_id,
    form_name: assessment.form_name,
    email: c.email,
    firstname: c.firstname ?? '',
    lastname: c.lastname ?? '',
    displayName: c.displayName ?? '',
    status: c.status,
    created_at: c.created_at,
    invited_at: c.invited_at ?? null,
    joined_at: c.joined_at ?? null,
    finished_at: c.finished_at ?? null,
    last_accessed_at: c.last_accessed_at ?? null,
    progress: respondentProgress(c, sectionsOf(assessment)),
    // A held result shows no score until a credit pays for it (credits/held-results.ts).
    score: c.credit_held ? null : (c.score ?? null),
    work_style: c.credit_held ? null : leaningStyle(storedSummaries(c.summaries).work_style_identifier),
    rating: c.rating ?? null,
    temporary_email: isTemporaryEmail(c.email),
    email_proof: isTemporaryEmail(c.email)
      ? 'none'
      : c.email_confirmed_at
        ? 'confirmed'
        : c.registrationId
          ? 'unconfirmed'
          : 'invited',
    // Answers given before a confirmation are set aside then (respondents/email-proof.ts): never the confirmed person's.
    unconfirmed_attempts: ((c.attempts as { email_unconfirmed?: boolean }[] | undefined) ?? []).filter(
      (a) => a?.email_unconfirmed === true,
    ).length,
    is_sent_result: c.is_sent_result ?? false,
    credit_held: c.credit_held ?? false,
    lang: respondentLocaleOr(c.lang),
    ...(c.is_sample_data ? { is_sample_data: true } : {}),
    // Invited by e-mail: the invitation's stage, as the invite screen shows it (respondents/invitation-status.ts).
    invitation: c.invite_status
      ? {
          stage: invitationStage(c, now),
          reminded_at: c.reminded_at ?? null,
          auto_reminders: c.auto_reminders ?? 0,
        }
      : null,
  };
}

/** What a result holds that comes from the respondent's answers: scores, answers, comments and section times. */
export interface DerivedParts {
  summaries: Record<string, unknown>;
  answers: Record<string, unknown>;
  comments: Record<string, string>;
  spent: Record<string, number>;
  timedOut: Record<string, boolean>;
}

/**
 * The parts of a result derived from the respondent's answers, or none while the result is held: held means
 * held, a result no credit paid for shows nothing of the answers anywhere until a credit pays (credits/held-results.ts).
 */
export function derivedParts(c: RespondentItem): DerivedParts {
  if (c.credit_held) return { summaries: {}, answers: {}, comments: {}, spent: {}, timedOut: {} };
  const times = sectionTimes(c);
  return {
    summaries: storedSummaries(c.summaries),
    answers: bySection(c.answers),
    comments: (c.comments ?? {}) as Record<string, string>,
    spent: times.spent,
    timedOut: times.timedOut,
  };
}

/**
 * The respondent `candidateId` names within a template the user may see: an opaque ref, or the stored
 * id of a record from before refs. Anything else, or a ref of another template, is not found.
 */
export async function loadRespondentOf(assessment: AssessmentItem, respondentId: string): Promise<RespondentItem> {
  let emailKey: string | undefined;
  const legacyPrefix = `${assessment.id}-`;
  if (respondentId.startsWith(legacyPrefix)) emailKey = respondentId.slice(legacyPrefix.length);
  else {
    const { data: ref } = await db().entities.candidateRef.get({ ref: respondentId }).go();
    if (ref && ref.form_id === assessment.id) emailKey = ref.emailKey;
  }
  if (!emailKey) throw new DomainError('RESULT_NOT_FOUND');
  const { data } = await db().entities.candidate.get({ form_id: assessment.id, emailKey }).go({ consistent: true });
  if (!data || data.deleted) throw new DomainError('RESULT_NOT_FOUND');
  return data;
}

/**
 * The completion's one transaction (results/completion.ts): the record COMPLETED with its closed sections, summaries
 * and sweep fields, conditional on it being IN_PROGRESS and unchanged since it was read; the template's completed
 * count and last activity; the credit's items; and the group aggregate, moved only when the credit is paid.
 */
export async function writeCompletion({
  candidate,
  template,
  sectionStates,
  summaries,
  sweep,
  credit,
  now,
}: {
  candidate: RespondentItem;
  template: AssessmentItem;
  sectionStates: StoredSectionStates;
  summaries: Summaries;
  sweep: SweepFields;
  credit: ReturnType<typeof completionCreditItems>;
  now: Date;
}): Promise<TransactionOutcome> {
  const at = now.toISOString();
  return transactWrite(() =>
    goWithStats(
      db().transaction.write((entities) => [
        entities.candidate
          .patch({ form_id: candidate.form_id, emailKey: candidate.emailKey })
          .set({
            status: 'COMPLETED',
            finished_at: at,
            section_states: sectionStates,
            summaries,
            ...(summaries.overall === null ? {} : { score: summaries.overall }),
            last_accessed_at: at,
            credit_held: credit.held,
            updated_at: nextUpdatedAt(candidate.updated_at, now),
            ...sweep,
          })
          .where((a, op) => `${op.eq(a.status, 'IN_PROGRESS')} AND ${op.eq(a.updated_at, candidate.updated_at)}`)
          .commit(),
        // A held result joins the completed count and the aggregate when a credit pays for it (credits/held-results.ts).
        entities.template
          .patch({ id: template.id })
          .add({ completed_total: credit.held ? 0 : 1 })
          .set({ last_activity_at: at })
          .commit(),
        ...credit.items(entities),
      ]),
      template.id,
      credit.held ? {} : statsDelta(null, summaries, demographicsOf(candidate)),
    ),
  );
}

/** A result seen: a read, so its audit event is put alone, before the result leaves (docs/privacy.md "Audit log"). */
export async function recordResultViewed(
  assessment: AssessmentItem,
  respondent: RespondentItem,
  user: { sub: string },
  request: AuditRequest,
  now: Date,
): Promise<void> {
  const ref = respondent.ref ?? respondent.id;
  await putAuditEvent({
    teamId: assessment.team_id,
    action: 'result_viewed',
    actor: user.sub,
    target: { type: 'respondent', id: ref },
    formId: assessment.id,
    ref,
    request,
    now,
  });
}
