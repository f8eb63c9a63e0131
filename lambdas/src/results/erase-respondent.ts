import { RACE_LOST, retryOnRace } from '../common/conditional';
import { newId } from '../common/ids';
import { logger } from '../common/logger';
import type { UserItem } from '../accounts';
import { assertCreator, loadVisibleAssessment, type AssessmentItem } from '../assessments';
import { anonymiseCompletionMovements } from '../credits';
import type { RespondentItem } from '../db/entities/candidate';
import { loadRespondentOf } from './repo';
import { findRespondent } from './result-store';
import { deleteAnalysesOf, deleteShareLinksOf, writeErasure, type AuditEntry } from './erase-store';

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
  now,
}: {
  assessment: AssessmentItem;
  respondent: RespondentItem;
  reason: ErasureReason;
  actor: string;
  now: Date;
}): Promise<void> {
  const anonymousId = respondent.ref ?? newId();
  await retryOnRace(async (n) => {
    const c = n === 0 ? respondent : await findRespondent(respondent.form_id, respondent.emailKey);
    if (!c) return undefined;
    if (c.ref) await deleteShareLinksOf(c.ref);
    await deleteAnalysesOf(c);
    const wasCounted = (c.status === 'COMPLETED' || c.status === 'RECOMPUTE') && !c.credit_held;
    const at = now.toISOString();
    const entry: AuditEntry = {
      team_id: assessment.team_id,
      at,
      id: newId(),
      action: 'respondent_deleted',
      reason,
      form_id: assessment.id,
      ref: c.ref ?? '',
      actor,
    };
    const outcome = await writeErasure({ c, templateId: assessment.id, wasCounted, entry });
    if (outcome !== 'written') return RACE_LOST;
    await anonymiseCompletionMovements(c, anonymousId);
    // Ids only: the log line is the audit entry, never the person (docs/privacy.md).
    logger.info('respondent deleted', { ...entry });
    return undefined;
  });
}

/** The employer deletes a respondent: the assessment's creator only (spec part 1 §5: edit and delete are the creator's). */
export async function deleteRespondent({
  formId,
  candidateId,
  user,
  now,
}: {
  formId: string;
  candidateId: string;
  user: UserItem;
  now: Date;
}): Promise<{ ok: true }> {
  const assessment = await loadVisibleAssessment(formId, user);
  assertCreator(assessment, user);
  const respondent = await loadRespondentOf(assessment, candidateId);
  await eraseRespondentRecord({ assessment, respondent, reason: 'employer', actor: user.sub, now });
  return { ok: true as const };
}
