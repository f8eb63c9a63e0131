import { apiKey } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

export const templateKey = (id: string) => apiKey('getTemplate', { params: { id } });

export function useTemplate(id: string | null) {
  return useApi('getTemplate', id ? { params: { id } } : null);
}
