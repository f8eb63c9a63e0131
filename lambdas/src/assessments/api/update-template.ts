import { defineHandler } from '../../http/handler-factory';
import { updateTemplateDetails } from '../template-details';

/** The wizard's details and sections, for a draft or (Edit) a published assessment; creator only (spec part 1 §5). */
export const updateTemplate = defineHandler('updateTemplate', async ({ params, body, now, user }) =>
  updateTemplateDetails({ templateId: params.id, changes: body, user, now }),
);
