import { apiKey } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

export const assessmentKey = (id: string) => apiKey('getTemplate', { params: { id } });

export function useAssessment(id: string | null) {
  return useApi('getTemplate', id ? { params: { id } } : null);
}
