import { sectionContent } from '@shared/sections/section-content';
import { defineHandler } from '../../http/handler-factory';

/** The section's whole content pack in the asked language, for the company's setup screen. */
export const getSectionContent = defineHandler('getSectionContent', async ({ params, query }) =>
  sectionContent(params.section, { locale: query.lang }),
);
