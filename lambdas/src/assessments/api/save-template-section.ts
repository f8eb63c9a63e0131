import { defineHandler } from '../../http/handler-factory';
import { saveSectionSetup } from '../section-setup';

/** Set up a section and answer it as the company (spec part 1 §4; on a published assessment, RECOMPUTE). */
export const saveTemplateSection = defineHandler('saveTemplateSection', async ({ params, body, now, user }) =>
  saveSectionSetup({
    templateId: params.id,
    section: params.section,
    setup: body.setup,
    companyAnswers: body.company_answers,
    user,
    now,
  }),
);
