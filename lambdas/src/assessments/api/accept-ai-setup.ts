import { DomainError } from '@shared/errors';
import { defineHandler } from '../../http/handler-factory';
import { db } from '../../db/service';
import { RACE_LOST, nextUpdatedAt, retryOnRace, unlessRaceLost } from '../../common/conditional';
import { assertCreator, loadVisibleTemplate, sectionsOf, toDetail, type TemplateItem } from '../repo';
import { reviewed } from '../ai-review';

/**
 * Accept a section's AI suggestion as it stands (spec part 1 §2 "pending review state after AI setup"): creator only;
 * the section leaves Pending Review (its flag turns true, part 1 §4) and the review is recorded beside the AI's
 * provenance. Accepting a section that is not pending changes nothing (a double click).
 */
export const acceptAiSetup = defineHandler('acceptAiSetup', async ({ params, now, user }) => {
  return retryOnRace(async () => {
    const template = await loadVisibleTemplate(params.id, user);
    assertCreator(template, user);
    if (!sectionsOf(template).includes(params.section)) throw new DomainError('DATA_NOT_FOUND');
    const at = nextUpdatedAt(template.updated_at, now);
    const ai = reviewed(template, params.section, 'accepted', user.email, at);
    if (!ai) return toDetail(template);
    const written = await unlessRaceLost(
      db()
        .entities.template.patch({ id: template.id })
        .set({ ai_setup: ai, updated_at: at, updated_by: user.email })
        .where((a, op) => op.eq(a.updated_at, template.updated_at))
        .go({ response: 'all_new' }),
    );
    if (written === RACE_LOST) return RACE_LOST;
    const { data } = written;
    return toDetail(data as TemplateItem);
  });
});
