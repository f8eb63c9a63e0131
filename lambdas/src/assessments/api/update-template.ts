import { defineHandler } from '../../http/handler-factory';
import { updateAssessmentDetails } from '../assessment-details';

/** The wizard's details and sections, for a draft or (Edit) a published assessment; creator only (spec part 1 §5). */
export const updateTemplate = defineHandler('updateTemplate', async ({ params, body, now, user }) =>
  updateAssessmentDetails({ templateId: params.id, changes: body, user, now }),
);
