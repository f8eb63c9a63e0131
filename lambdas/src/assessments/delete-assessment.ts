import { DomainError } from '@shared/errors';
import type { UserItem } from '../accounts';
import { assertCreator, reachableBy } from './repo';
import { flagRespondentsDeleted } from './respondents-store';
import { readTemplate, softDeleteTemplateRecord } from './template-store';

/**
 * Delete (spec part 1 §4): a soft delete by the creator. The assessment is flagged with who and when, and so
 * is each of its respondents, a page at a time; nothing is removed. Its public link then reads as not found.
 * Deleting again finishes flagging respondents a previous, interrupted delete left.
 */
export async function deleteAssessment({
  templateId,
  user,
  now,
}: {
  templateId: string;
  user: UserItem;
  now: Date;
}): Promise<{ ok: true }> {
  const template = await readTemplate(templateId);
  // One read decides: a repeated or concurrent delete of the creator's own assessment succeeds again.
  if (!template || (!template.deleted && (await reachableBy(user, [template])).length === 0))
    throw new DomainError('DATA_NOT_FOUND');
  if (template.deleted) {
    if (template.creator !== user.email) throw new DomainError('DATA_NOT_FOUND');
  } else {
    assertCreator(template, user);
    await softDeleteTemplateRecord(template.id, user.email, now.toISOString());
  }
  await flagRespondentsDeleted(template.id, now);
  return { ok: true as const };
}
