import { respondentSectionContent } from '@shared/sections/section-locales';
import { defineHandler } from '../../http/handler-factory';

/**
 * The section's whole content pack in the asked language: an interface language for the company's setup screen, or
 * a respondent's (its locale file laid over the English) for a result's items worded as that respondent read them.
 */
export const getSectionContent = defineHandler('getSectionContent', async ({ params, query }) =>
  respondentSectionContent(params.section, query.lang, {}),
);
