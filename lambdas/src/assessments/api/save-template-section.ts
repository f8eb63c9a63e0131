import { DomainError } from '@shared/errors';
import { defineHandler } from '../../http/handler-factory';
import { db } from '../../db/service';
import { loadOrCreateUser } from '../../accounts/repo';
import { assertCreator, loadVisibleTemplate, sectionsOf, toDetail, type TemplateItem } from '../repo';
import { parseAnswers, parseSetup } from '../section-answers';

/**
 * Set up a section and answer it as the company. Saving the same body twice leaves the same record.
 * Published templates keep their company answers fixed here; editing them comes with the edit flow.
 */
export const saveTemplateSection = defineHandler('saveTemplateSection', async ({ actor, params, body, now }) => {
  const user = await loadOrCreateUser(actor, now);
  const template = await loadVisibleTemplate(params.id, user);
  assertCreator(template, user);
  if (!sectionsOf(template).includes(params.section)) throw new DomainError('DATA_NOT_FOUND');
  if (template.status !== 'draft') throw new DomainError('FORBIDDEN');
  const setup = parseSetup(params.section, body.setup);
  const answers = parseAnswers(params.section, body.company_answers);
  const nextSetup = { ...(template.setup as Record<string, unknown>) };
  if (setup !== undefined) nextSetup[params.section] = setup;
  const nextAnswers = { ...(template.company_answers as Record<string, unknown>), [params.section]: answers };
  const { data } = await db()
    .entities.template.patch({ id: template.id })
    .set({ setup: nextSetup, company_answers: nextAnswers, updated_at: now.toISOString() })
    .go({ response: 'all_new' });
  return toDetail(data as TemplateItem);
});
