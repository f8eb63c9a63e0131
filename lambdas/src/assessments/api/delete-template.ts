import { defineHandler } from '../../http/handler-factory';
import { deleteAssessment } from '../delete-assessment';

/** Delete (spec part 1 §4): a soft delete by the creator, its respondents flagged with it. */
export const deleteTemplate = defineHandler('deleteTemplate', async ({ params, now, user, sourceIp, userAgent }) =>
  deleteAssessment({ templateId: params.id, user, request: { sourceIp, userAgent }, now }),
);
