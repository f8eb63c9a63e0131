import { defineHandler } from '../../http/handler-factory';
import { loadVisibleTemplate, toDetail } from '../repo';

export const getTemplate = defineHandler('getTemplate', async ({ params, user }) => {
  return toDetail(await loadVisibleTemplate(params.id, user));
});
