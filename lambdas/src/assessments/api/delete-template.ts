import { defineHandler } from '../../http/handler-factory';
import { db } from '../../db/service';
import { DomainError } from '@shared/errors';
import { assertCreator, reachableBy } from '../repo';
import { respondentKeys } from '../template-respondents';

/**
 * Delete (spec part 1 §4): a soft delete by the creator. The assessment is flagged with who and when, and so
 * is each of its respondents, a page at a time; nothing is removed. Its public link then reads as not found.
 * Deleting again finishes flagging respondents a previous, interrupted delete left.
 */
export const deleteTemplate = defineHandler('deleteTemplate', async ({ params, now, user }) => {
  const { data: template } = await db().entities.template.get({ id: params.id }).go({ consistent: true });
  // One read decides: a repeated or concurrent delete of the creator's own assessment succeeds again.
  if (!template || (!template.deleted && (await reachableBy(user, [template])).length === 0))
    throw new DomainError('DATA_NOT_FOUND');
  if (template.deleted) {
    if (template.creator !== user.email) throw new DomainError('DATA_NOT_FOUND');
  } else {
    assertCreator(template, user);
    const at = now.toISOString();
    await db()
      .entities.template.patch({ id: template.id })
      .set({ deleted: true, deleted_by: user.email, deleted_at: at, updated_at: at, updated_by: user.email })
      .go();
  }
  await flagRespondents(template.id, now);
  return { ok: true as const };
});

async function flagRespondents(templateId: string, now: Date): Promise<void> {
  const at = now.toISOString();
  for await (const keys of respondentKeys(templateId))
    await db().entities.candidate.patch(keys).set({ deleted: true, updated_at: at }).go();
}
