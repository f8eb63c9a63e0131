import { db } from '../db/service';
import { isConditionFailure } from '../common/conditional';
import type { AssessmentItem, AssessmentPatch } from './assessment-store';

/** Every template the e-mail created, wherever it is. */
export async function assessmentsCreatedBy(creator: string): Promise<AssessmentItem[]> {
  const { data } = await db().entities.template.query.byCreator({ creator }).go({ pages: 'all' });
  return data;
}

/**
 * Hands a template over to its new creator and workspace, only while it still belongs to `from`; false when it no
 * longer does (moved already by a concurrent request).
 */
export async function handOverAssessment(id: string, from: string, set: AssessmentPatch): Promise<boolean> {
  try {
    await db()
      .entities.template.patch({ id })
      .set(set)
      .where((a, { eq }) => eq(a.creator, from))
      .go();
    return true;
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
    return false;
  }
}

/** The teams an e-mail key has a membership entry in (the byMember index, stale entries included). */
export async function membershipTeamIds(key: string): Promise<string[]> {
  const { data } = await db().entities.membership.query.byMember({ emailKey: key }).go({ pages: 'all' });
  return data.map((m) => m.teamId);
}
