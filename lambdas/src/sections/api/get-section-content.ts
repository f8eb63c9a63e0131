import { DomainError } from '@shared/errors';
import { sectionContent } from '@shared/sections/section-content';
import { defineHandler } from '../../http/handler-factory';

/** The section's items in the asked language, for the company's setup screen. */
export const getSectionContent = defineHandler('getSectionContent', async ({ params, query }) => {
  const content = sectionContent(params.section, query.lang);
  if (!content) throw new DomainError('DATA_NOT_FOUND');
  return content;
});
