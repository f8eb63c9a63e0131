import { apiKey } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

export const templatesKey = apiKey('listTemplates', {});

export function useTemplates() {
  return useApi('listTemplates', {});
}
