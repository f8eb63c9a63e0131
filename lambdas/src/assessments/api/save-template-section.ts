import { DomainError } from '@shared/errors';
import { bySection } from '@shared/sections/by-section';
import { defineHandler } from '../../http/handler-factory';
import { db } from '../../db/service';
import { RACE_LOST, nextUpdatedAt, retryOnRace, unlessRaceLost } from '../../common/conditional';
import { saveCompanySection } from '../../sections';
import { markForRecompute } from '../template-respondents';
import { assertCreator, loadVisibleTemplate, sectionsOf, toDetail, type TemplateItem } from '../repo';
import { reviewed } from '../ai-review';

/**
 * Set up a section and answer it as the company. Saving the same body twice leaves the same record.
 * The write is conditional on the template being unchanged since it was read (another section's save, a
 * publish), and is applied again to a fresh read when it was not: two saves at once both land, and a save
 * that loses the race to publish is refused instead of changing a published assessment.
 * On a published assessment (Edit, creator only) the change is saved the same way and every completed
 * respondent is scored again against it (RECOMPUTE, spec part 1 §4).
 */
export const saveTemplateSection = defineHandler('saveTemplateSection', async ({ params, body, now, user }) => {
  return retryOnRace(async () => {
    const template = await loadVisibleTemplate(params.id, user);
    assertCreator(template, user);
    if (!sectionsOf(template).includes(params.section)) throw new DomainError('DATA_NOT_FOUND');
    const saved = await saveCompanySection(params.section, body.setup, body.company_answers);
    const nextSetup = { ...bySection(template.setup) };
    if (saved.setup !== undefined) nextSetup[params.section] = saved.setup;
    const nextAnswers = { ...bySection(template.company_answers), [params.section]: saved.company };
    const at = nextUpdatedAt(template.updated_at, now);
    // Saving an AI-filled section is the employer's edit: it leaves Pending Review (spec part 1 §2, §4).
    const ai = reviewed(template, params.section, 'edited', user.email, at);
    const written = await unlessRaceLost(
      db()
        .entities.template.patch({ id: template.id })
        .set({ setup: nextSetup, company_answers: nextAnswers, updated_at: at, ...(ai ? { ai_setup: ai } : {}) })
        .where((a, op) => `${op.eq(a.status, template.status)} AND ${op.eq(a.updated_at, template.updated_at)}`)
        .go({ response: 'all_new' }),
    );
    if (written === RACE_LOST) return RACE_LOST;
    const { data } = written;
    if (template.status === 'published') await markForRecompute(template.id, now);
    return toDetail(data as TemplateItem);
  });
});
