import { apiKey } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

export const assessmentsKey = apiKey('listTemplates', {});

export function useAssessments() {
  return useApi('listTemplates', {});
}
