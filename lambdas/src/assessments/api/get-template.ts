import { defineHandler } from '../../http/handler-factory';
import { templateDetails } from '../template-details';

export const getTemplate = defineHandler('getTemplate', async ({ params, user }) =>
  templateDetails({ templateId: params.id, user }),
);
