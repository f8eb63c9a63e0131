import { useApi } from '../../../lib/use-api';

export function useCandidateResult(templateId: string | null, candidateId: string | null) {
  return useApi('getCandidateResult', templateId && candidateId ? { params: { id: templateId, candidateId } } : null);
}
