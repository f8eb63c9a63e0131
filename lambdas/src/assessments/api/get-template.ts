import { defineHandler } from '../../http/handler-factory';
import { loadOrCreateUser } from '../../accounts/repo';
import { loadVisibleTemplate, toDetail } from '../repo';

export const getTemplate = defineHandler('getTemplate', async ({ actor, params, now }) => {
  const user = await loadOrCreateUser(actor, now);
  return toDetail(await loadVisibleTemplate(params.id, user));
});
