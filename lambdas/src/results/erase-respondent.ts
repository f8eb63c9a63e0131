import { RACE_LOST, retryOnRace } from '../common/conditional';
import { newId } from '../common/ids';
import { logger } from '../common/logger';
import type { UserItem } from '../accounts';
import { assertCreator, loadVisibleAssessment, type AssessmentItem } from '../assessments';
import { anonymiseCompletionMovements } from '../credits';
import type { RespondentItem } from '../db/entities/candidate';
import { loadRespondentOf } from './repo';
import { findRespondent } from './result-store';
import { auditEntry, auditLogLine as logLine, type AuditEntry, type AuditRequest } from '../db/audit';
import { deleteAnalysesOf, deleteShareLinksOf, writeErasure } from './erase-store';

/** Who asked for an erasure: the assessment's creator, the account's retention period, or the respondent. */
export type ErasureReason = AuditEntry['reason'];

/**
 * Erase a respondent (docs/privacy.md "Deleting a respondent"): their share links and AI analyses go first (each
 * harmless alone: a link or an analysis of a missing record opens nothing), then one transaction removes the record
 * with its answers, results and earlier attempts, moves the assessment's counts and group aggregate back as a
 * reset does, and writes the audit entry. The credit history keeps what was spent, named by the opaque id only.
 * Conditional on the record as read, so a respondent finishing meanwhile is read again and counted out correctly.
 */
export async function eraseRespondentRecord({
  assessment,
  respondent,
  reason,
  actor,
  request,
  now,
}: {
  assessment: AssessmentItem;
  respondent: RespondentItem;
  reason: ErasureReason;
  actor: string;
  /** The employer's request (none for the retention sweep or a respondent's e-mailed request). */
  request?: AuditRequest;
  now: Date;
}): Promise<void> {
  const anonymousId = respondent.ref ?? newId();
  await retryOnRace(async (n) => {
    const c = n === 0 ? respondent : await findRespondent(respondent.form_id, respondent.emailKey);
    if (!c) return undefined;
    if (c.ref) await deleteShareLinksOf(c.ref);
    await deleteAnalysesOf(c);
    const wasCounted = (c.status === 'COMPLETED' || c.status === 'RECOMPUTE') && !c.credit_held;
    const entry = auditEntry({
      teamId: assessment.team_id,
      action: 'respondent_deleted',
      reason,
      actor,
      target: { type: 'respondent', id: c.ref ?? '' },
      formId: assessment.id,
      ref: c.ref ?? '',
      request,
      now,
    });
    const outcome = await writeErasure({ c, templateId: assessment.id, wasCounted, entry });
    if (outcome !== 'written') return RACE_LOST;
    await anonymiseCompletionMovements(c, anonymousId);
    // Ids only: the log line is the audit entry, never the person (docs/privacy.md).
    logger.info('respondent deleted', logLine(entry));
    return undefined;
  });
}

/** The employer deletes a respondent: the assessment's creator only (spec part 1 §5: edit and delete are the creator's). */
export async function deleteRespondent({
  formId,
  candidateId,
  user,
  request,
  now,
}: {
  formId: string;
  candidateId: string;
  user: UserItem;
  request: AuditRequest;
  now: Date;
}): Promise<{ ok: true }> {
  const assessment = await loadVisibleAssessment(formId, user);
  assertCreator(assessment, user);
  const respondent = await loadRespondentOf(assessment, candidateId);
  await eraseRespondentRecord({ assessment, respondent, reason: 'employer', actor: user.sub, request, now });
  return { ok: true as const };
}
