import { defineHandler } from '../../http/handler-factory';
import { assessmentDetails } from '../assessment-details';

export const getTemplate = defineHandler('getTemplate', async ({ params, user }) =>
  assessmentDetails({ templateId: params.id, user }),
);
